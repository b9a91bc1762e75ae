// The parts of three.js (from npm) the Tron viewer uses, bundled by esbuild into
// three.bundle.js (`npm run build:tron-viewer`): a plain script, so that viewer.html works
// opened from file:// with no network. Committed, so a user needs no build.
import * as THREE from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';

window.THREE = THREE;
window.THREE_OrbitControls = OrbitControls;
