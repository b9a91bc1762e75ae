/* AIBombIf.c — compile bomb in C: 4000 #if lines, each expanding a macro to a 2^14-term expression (the preprocessor's memory, ~2.5 MB a line never freed, and CPU; no output). */
#define PLAYER_NAME BombIf
#include "madmax.h"

#define E0 1
#define E1 (E0 + E0)
#define E2 (E1 + E1)
#define E3 (E2 + E2)
#define E4 (E3 + E3)
#define E5 (E4 + E4)
#define E6 (E5 + E5)
#define E7 (E6 + E6)
#define E8 (E7 + E7)
#define E9 (E8 + E8)
#define E10 (E9 + E9)
#define E11 (E10 + E10)
#define E12 (E11 + E11)
#define E13 (E12 + E12)
#define E14 (E13 + E13)
#if E14 == 0
#endif
#if E14 == 1
#endif
#if E14 == 2
#endif
#if E14 == 3
#endif
#if E14 == 4
#endif
#if E14 == 5
#endif
#if E14 == 6
#endif
#if E14 == 7
#endif
#if E14 == 8
#endif
#if E14 == 9
#endif
#if E14 == 10
#endif
#if E14 == 11
#endif
#if E14 == 12
#endif
#if E14 == 13
#endif
#if E14 == 14
#endif
#if E14 == 15
#endif
#if E14 == 16
#endif
#if E14 == 17
#endif
#if E14 == 18
#endif
#if E14 == 19
#endif
#if E14 == 20
#endif
#if E14 == 21
#endif
#if E14 == 22
#endif
#if E14 == 23
#endif
#if E14 == 24
#endif
#if E14 == 25
#endif
#if E14 == 26
#endif
#if E14 == 27
#endif
#if E14 == 28
#endif
#if E14 == 29
#endif
#if E14 == 30
#endif
#if E14 == 31
#endif
#if E14 == 32
#endif
#if E14 == 33
#endif
#if E14 == 34
#endif
#if E14 == 35
#endif
#if E14 == 36
#endif
#if E14 == 37
#endif
#if E14 == 38
#endif
#if E14 == 39
#endif
#if E14 == 40
#endif
#if E14 == 41
#endif
#if E14 == 42
#endif
#if E14 == 43
#endif
#if E14 == 44
#endif
#if E14 == 45
#endif
#if E14 == 46
#endif
#if E14 == 47
#endif
#if E14 == 48
#endif
#if E14 == 49
#endif
#if E14 == 50
#endif
#if E14 == 51
#endif
#if E14 == 52
#endif
#if E14 == 53
#endif
#if E14 == 54
#endif
#if E14 == 55
#endif
#if E14 == 56
#endif
#if E14 == 57
#endif
#if E14 == 58
#endif
#if E14 == 59
#endif
#if E14 == 60
#endif
#if E14 == 61
#endif
#if E14 == 62
#endif
#if E14 == 63
#endif
#if E14 == 64
#endif
#if E14 == 65
#endif
#if E14 == 66
#endif
#if E14 == 67
#endif
#if E14 == 68
#endif
#if E14 == 69
#endif
#if E14 == 70
#endif
#if E14 == 71
#endif
#if E14 == 72
#endif
#if E14 == 73
#endif
#if E14 == 74
#endif
#if E14 == 75
#endif
#if E14 == 76
#endif
#if E14 == 77
#endif
#if E14 == 78
#endif
#if E14 == 79
#endif
#if E14 == 80
#endif
#if E14 == 81
#endif
#if E14 == 82
#endif
#if E14 == 83
#endif
#if E14 == 84
#endif
#if E14 == 85
#endif
#if E14 == 86
#endif
#if E14 == 87
#endif
#if E14 == 88
#endif
#if E14 == 89
#endif
#if E14 == 90
#endif
#if E14 == 91
#endif
#if E14 == 92
#endif
#if E14 == 93
#endif
#if E14 == 94
#endif
#if E14 == 95
#endif
#if E14 == 96
#endif
#if E14 == 97
#endif
#if E14 == 98
#endif
#if E14 == 99
#endif
#if E14 == 100
#endif
#if E14 == 101
#endif
#if E14 == 102
#endif
#if E14 == 103
#endif
#if E14 == 104
#endif
#if E14 == 105
#endif
#if E14 == 106
#endif
#if E14 == 107
#endif
#if E14 == 108
#endif
#if E14 == 109
#endif
#if E14 == 110
#endif
#if E14 == 111
#endif
#if E14 == 112
#endif
#if E14 == 113
#endif
#if E14 == 114
#endif
#if E14 == 115
#endif
#if E14 == 116
#endif
#if E14 == 117
#endif
#if E14 == 118
#endif
#if E14 == 119
#endif
#if E14 == 120
#endif
#if E14 == 121
#endif
#if E14 == 122
#endif
#if E14 == 123
#endif
#if E14 == 124
#endif
#if E14 == 125
#endif
#if E14 == 126
#endif
#if E14 == 127
#endif
#if E14 == 128
#endif
#if E14 == 129
#endif
#if E14 == 130
#endif
#if E14 == 131
#endif
#if E14 == 132
#endif
#if E14 == 133
#endif
#if E14 == 134
#endif
#if E14 == 135
#endif
#if E14 == 136
#endif
#if E14 == 137
#endif
#if E14 == 138
#endif
#if E14 == 139
#endif
#if E14 == 140
#endif
#if E14 == 141
#endif
#if E14 == 142
#endif
#if E14 == 143
#endif
#if E14 == 144
#endif
#if E14 == 145
#endif
#if E14 == 146
#endif
#if E14 == 147
#endif
#if E14 == 148
#endif
#if E14 == 149
#endif
#if E14 == 150
#endif
#if E14 == 151
#endif
#if E14 == 152
#endif
#if E14 == 153
#endif
#if E14 == 154
#endif
#if E14 == 155
#endif
#if E14 == 156
#endif
#if E14 == 157
#endif
#if E14 == 158
#endif
#if E14 == 159
#endif
#if E14 == 160
#endif
#if E14 == 161
#endif
#if E14 == 162
#endif
#if E14 == 163
#endif
#if E14 == 164
#endif
#if E14 == 165
#endif
#if E14 == 166
#endif
#if E14 == 167
#endif
#if E14 == 168
#endif
#if E14 == 169
#endif
#if E14 == 170
#endif
#if E14 == 171
#endif
#if E14 == 172
#endif
#if E14 == 173
#endif
#if E14 == 174
#endif
#if E14 == 175
#endif
#if E14 == 176
#endif
#if E14 == 177
#endif
#if E14 == 178
#endif
#if E14 == 179
#endif
#if E14 == 180
#endif
#if E14 == 181
#endif
#if E14 == 182
#endif
#if E14 == 183
#endif
#if E14 == 184
#endif
#if E14 == 185
#endif
#if E14 == 186
#endif
#if E14 == 187
#endif
#if E14 == 188
#endif
#if E14 == 189
#endif
#if E14 == 190
#endif
#if E14 == 191
#endif
#if E14 == 192
#endif
#if E14 == 193
#endif
#if E14 == 194
#endif
#if E14 == 195
#endif
#if E14 == 196
#endif
#if E14 == 197
#endif
#if E14 == 198
#endif
#if E14 == 199
#endif
#if E14 == 200
#endif
#if E14 == 201
#endif
#if E14 == 202
#endif
#if E14 == 203
#endif
#if E14 == 204
#endif
#if E14 == 205
#endif
#if E14 == 206
#endif
#if E14 == 207
#endif
#if E14 == 208
#endif
#if E14 == 209
#endif
#if E14 == 210
#endif
#if E14 == 211
#endif
#if E14 == 212
#endif
#if E14 == 213
#endif
#if E14 == 214
#endif
#if E14 == 215
#endif
#if E14 == 216
#endif
#if E14 == 217
#endif
#if E14 == 218
#endif
#if E14 == 219
#endif
#if E14 == 220
#endif
#if E14 == 221
#endif
#if E14 == 222
#endif
#if E14 == 223
#endif
#if E14 == 224
#endif
#if E14 == 225
#endif
#if E14 == 226
#endif
#if E14 == 227
#endif
#if E14 == 228
#endif
#if E14 == 229
#endif
#if E14 == 230
#endif
#if E14 == 231
#endif
#if E14 == 232
#endif
#if E14 == 233
#endif
#if E14 == 234
#endif
#if E14 == 235
#endif
#if E14 == 236
#endif
#if E14 == 237
#endif
#if E14 == 238
#endif
#if E14 == 239
#endif
#if E14 == 240
#endif
#if E14 == 241
#endif
#if E14 == 242
#endif
#if E14 == 243
#endif
#if E14 == 244
#endif
#if E14 == 245
#endif
#if E14 == 246
#endif
#if E14 == 247
#endif
#if E14 == 248
#endif
#if E14 == 249
#endif
#if E14 == 250
#endif
#if E14 == 251
#endif
#if E14 == 252
#endif
#if E14 == 253
#endif
#if E14 == 254
#endif
#if E14 == 255
#endif
#if E14 == 256
#endif
#if E14 == 257
#endif
#if E14 == 258
#endif
#if E14 == 259
#endif
#if E14 == 260
#endif
#if E14 == 261
#endif
#if E14 == 262
#endif
#if E14 == 263
#endif
#if E14 == 264
#endif
#if E14 == 265
#endif
#if E14 == 266
#endif
#if E14 == 267
#endif
#if E14 == 268
#endif
#if E14 == 269
#endif
#if E14 == 270
#endif
#if E14 == 271
#endif
#if E14 == 272
#endif
#if E14 == 273
#endif
#if E14 == 274
#endif
#if E14 == 275
#endif
#if E14 == 276
#endif
#if E14 == 277
#endif
#if E14 == 278
#endif
#if E14 == 279
#endif
#if E14 == 280
#endif
#if E14 == 281
#endif
#if E14 == 282
#endif
#if E14 == 283
#endif
#if E14 == 284
#endif
#if E14 == 285
#endif
#if E14 == 286
#endif
#if E14 == 287
#endif
#if E14 == 288
#endif
#if E14 == 289
#endif
#if E14 == 290
#endif
#if E14 == 291
#endif
#if E14 == 292
#endif
#if E14 == 293
#endif
#if E14 == 294
#endif
#if E14 == 295
#endif
#if E14 == 296
#endif
#if E14 == 297
#endif
#if E14 == 298
#endif
#if E14 == 299
#endif
#if E14 == 300
#endif
#if E14 == 301
#endif
#if E14 == 302
#endif
#if E14 == 303
#endif
#if E14 == 304
#endif
#if E14 == 305
#endif
#if E14 == 306
#endif
#if E14 == 307
#endif
#if E14 == 308
#endif
#if E14 == 309
#endif
#if E14 == 310
#endif
#if E14 == 311
#endif
#if E14 == 312
#endif
#if E14 == 313
#endif
#if E14 == 314
#endif
#if E14 == 315
#endif
#if E14 == 316
#endif
#if E14 == 317
#endif
#if E14 == 318
#endif
#if E14 == 319
#endif
#if E14 == 320
#endif
#if E14 == 321
#endif
#if E14 == 322
#endif
#if E14 == 323
#endif
#if E14 == 324
#endif
#if E14 == 325
#endif
#if E14 == 326
#endif
#if E14 == 327
#endif
#if E14 == 328
#endif
#if E14 == 329
#endif
#if E14 == 330
#endif
#if E14 == 331
#endif
#if E14 == 332
#endif
#if E14 == 333
#endif
#if E14 == 334
#endif
#if E14 == 335
#endif
#if E14 == 336
#endif
#if E14 == 337
#endif
#if E14 == 338
#endif
#if E14 == 339
#endif
#if E14 == 340
#endif
#if E14 == 341
#endif
#if E14 == 342
#endif
#if E14 == 343
#endif
#if E14 == 344
#endif
#if E14 == 345
#endif
#if E14 == 346
#endif
#if E14 == 347
#endif
#if E14 == 348
#endif
#if E14 == 349
#endif
#if E14 == 350
#endif
#if E14 == 351
#endif
#if E14 == 352
#endif
#if E14 == 353
#endif
#if E14 == 354
#endif
#if E14 == 355
#endif
#if E14 == 356
#endif
#if E14 == 357
#endif
#if E14 == 358
#endif
#if E14 == 359
#endif
#if E14 == 360
#endif
#if E14 == 361
#endif
#if E14 == 362
#endif
#if E14 == 363
#endif
#if E14 == 364
#endif
#if E14 == 365
#endif
#if E14 == 366
#endif
#if E14 == 367
#endif
#if E14 == 368
#endif
#if E14 == 369
#endif
#if E14 == 370
#endif
#if E14 == 371
#endif
#if E14 == 372
#endif
#if E14 == 373
#endif
#if E14 == 374
#endif
#if E14 == 375
#endif
#if E14 == 376
#endif
#if E14 == 377
#endif
#if E14 == 378
#endif
#if E14 == 379
#endif
#if E14 == 380
#endif
#if E14 == 381
#endif
#if E14 == 382
#endif
#if E14 == 383
#endif
#if E14 == 384
#endif
#if E14 == 385
#endif
#if E14 == 386
#endif
#if E14 == 387
#endif
#if E14 == 388
#endif
#if E14 == 389
#endif
#if E14 == 390
#endif
#if E14 == 391
#endif
#if E14 == 392
#endif
#if E14 == 393
#endif
#if E14 == 394
#endif
#if E14 == 395
#endif
#if E14 == 396
#endif
#if E14 == 397
#endif
#if E14 == 398
#endif
#if E14 == 399
#endif
#if E14 == 400
#endif
#if E14 == 401
#endif
#if E14 == 402
#endif
#if E14 == 403
#endif
#if E14 == 404
#endif
#if E14 == 405
#endif
#if E14 == 406
#endif
#if E14 == 407
#endif
#if E14 == 408
#endif
#if E14 == 409
#endif
#if E14 == 410
#endif
#if E14 == 411
#endif
#if E14 == 412
#endif
#if E14 == 413
#endif
#if E14 == 414
#endif
#if E14 == 415
#endif
#if E14 == 416
#endif
#if E14 == 417
#endif
#if E14 == 418
#endif
#if E14 == 419
#endif
#if E14 == 420
#endif
#if E14 == 421
#endif
#if E14 == 422
#endif
#if E14 == 423
#endif
#if E14 == 424
#endif
#if E14 == 425
#endif
#if E14 == 426
#endif
#if E14 == 427
#endif
#if E14 == 428
#endif
#if E14 == 429
#endif
#if E14 == 430
#endif
#if E14 == 431
#endif
#if E14 == 432
#endif
#if E14 == 433
#endif
#if E14 == 434
#endif
#if E14 == 435
#endif
#if E14 == 436
#endif
#if E14 == 437
#endif
#if E14 == 438
#endif
#if E14 == 439
#endif
#if E14 == 440
#endif
#if E14 == 441
#endif
#if E14 == 442
#endif
#if E14 == 443
#endif
#if E14 == 444
#endif
#if E14 == 445
#endif
#if E14 == 446
#endif
#if E14 == 447
#endif
#if E14 == 448
#endif
#if E14 == 449
#endif
#if E14 == 450
#endif
#if E14 == 451
#endif
#if E14 == 452
#endif
#if E14 == 453
#endif
#if E14 == 454
#endif
#if E14 == 455
#endif
#if E14 == 456
#endif
#if E14 == 457
#endif
#if E14 == 458
#endif
#if E14 == 459
#endif
#if E14 == 460
#endif
#if E14 == 461
#endif
#if E14 == 462
#endif
#if E14 == 463
#endif
#if E14 == 464
#endif
#if E14 == 465
#endif
#if E14 == 466
#endif
#if E14 == 467
#endif
#if E14 == 468
#endif
#if E14 == 469
#endif
#if E14 == 470
#endif
#if E14 == 471
#endif
#if E14 == 472
#endif
#if E14 == 473
#endif
#if E14 == 474
#endif
#if E14 == 475
#endif
#if E14 == 476
#endif
#if E14 == 477
#endif
#if E14 == 478
#endif
#if E14 == 479
#endif
#if E14 == 480
#endif
#if E14 == 481
#endif
#if E14 == 482
#endif
#if E14 == 483
#endif
#if E14 == 484
#endif
#if E14 == 485
#endif
#if E14 == 486
#endif
#if E14 == 487
#endif
#if E14 == 488
#endif
#if E14 == 489
#endif
#if E14 == 490
#endif
#if E14 == 491
#endif
#if E14 == 492
#endif
#if E14 == 493
#endif
#if E14 == 494
#endif
#if E14 == 495
#endif
#if E14 == 496
#endif
#if E14 == 497
#endif
#if E14 == 498
#endif
#if E14 == 499
#endif
#if E14 == 500
#endif
#if E14 == 501
#endif
#if E14 == 502
#endif
#if E14 == 503
#endif
#if E14 == 504
#endif
#if E14 == 505
#endif
#if E14 == 506
#endif
#if E14 == 507
#endif
#if E14 == 508
#endif
#if E14 == 509
#endif
#if E14 == 510
#endif
#if E14 == 511
#endif
#if E14 == 512
#endif
#if E14 == 513
#endif
#if E14 == 514
#endif
#if E14 == 515
#endif
#if E14 == 516
#endif
#if E14 == 517
#endif
#if E14 == 518
#endif
#if E14 == 519
#endif
#if E14 == 520
#endif
#if E14 == 521
#endif
#if E14 == 522
#endif
#if E14 == 523
#endif
#if E14 == 524
#endif
#if E14 == 525
#endif
#if E14 == 526
#endif
#if E14 == 527
#endif
#if E14 == 528
#endif
#if E14 == 529
#endif
#if E14 == 530
#endif
#if E14 == 531
#endif
#if E14 == 532
#endif
#if E14 == 533
#endif
#if E14 == 534
#endif
#if E14 == 535
#endif
#if E14 == 536
#endif
#if E14 == 537
#endif
#if E14 == 538
#endif
#if E14 == 539
#endif
#if E14 == 540
#endif
#if E14 == 541
#endif
#if E14 == 542
#endif
#if E14 == 543
#endif
#if E14 == 544
#endif
#if E14 == 545
#endif
#if E14 == 546
#endif
#if E14 == 547
#endif
#if E14 == 548
#endif
#if E14 == 549
#endif
#if E14 == 550
#endif
#if E14 == 551
#endif
#if E14 == 552
#endif
#if E14 == 553
#endif
#if E14 == 554
#endif
#if E14 == 555
#endif
#if E14 == 556
#endif
#if E14 == 557
#endif
#if E14 == 558
#endif
#if E14 == 559
#endif
#if E14 == 560
#endif
#if E14 == 561
#endif
#if E14 == 562
#endif
#if E14 == 563
#endif
#if E14 == 564
#endif
#if E14 == 565
#endif
#if E14 == 566
#endif
#if E14 == 567
#endif
#if E14 == 568
#endif
#if E14 == 569
#endif
#if E14 == 570
#endif
#if E14 == 571
#endif
#if E14 == 572
#endif
#if E14 == 573
#endif
#if E14 == 574
#endif
#if E14 == 575
#endif
#if E14 == 576
#endif
#if E14 == 577
#endif
#if E14 == 578
#endif
#if E14 == 579
#endif
#if E14 == 580
#endif
#if E14 == 581
#endif
#if E14 == 582
#endif
#if E14 == 583
#endif
#if E14 == 584
#endif
#if E14 == 585
#endif
#if E14 == 586
#endif
#if E14 == 587
#endif
#if E14 == 588
#endif
#if E14 == 589
#endif
#if E14 == 590
#endif
#if E14 == 591
#endif
#if E14 == 592
#endif
#if E14 == 593
#endif
#if E14 == 594
#endif
#if E14 == 595
#endif
#if E14 == 596
#endif
#if E14 == 597
#endif
#if E14 == 598
#endif
#if E14 == 599
#endif
#if E14 == 600
#endif
#if E14 == 601
#endif
#if E14 == 602
#endif
#if E14 == 603
#endif
#if E14 == 604
#endif
#if E14 == 605
#endif
#if E14 == 606
#endif
#if E14 == 607
#endif
#if E14 == 608
#endif
#if E14 == 609
#endif
#if E14 == 610
#endif
#if E14 == 611
#endif
#if E14 == 612
#endif
#if E14 == 613
#endif
#if E14 == 614
#endif
#if E14 == 615
#endif
#if E14 == 616
#endif
#if E14 == 617
#endif
#if E14 == 618
#endif
#if E14 == 619
#endif
#if E14 == 620
#endif
#if E14 == 621
#endif
#if E14 == 622
#endif
#if E14 == 623
#endif
#if E14 == 624
#endif
#if E14 == 625
#endif
#if E14 == 626
#endif
#if E14 == 627
#endif
#if E14 == 628
#endif
#if E14 == 629
#endif
#if E14 == 630
#endif
#if E14 == 631
#endif
#if E14 == 632
#endif
#if E14 == 633
#endif
#if E14 == 634
#endif
#if E14 == 635
#endif
#if E14 == 636
#endif
#if E14 == 637
#endif
#if E14 == 638
#endif
#if E14 == 639
#endif
#if E14 == 640
#endif
#if E14 == 641
#endif
#if E14 == 642
#endif
#if E14 == 643
#endif
#if E14 == 644
#endif
#if E14 == 645
#endif
#if E14 == 646
#endif
#if E14 == 647
#endif
#if E14 == 648
#endif
#if E14 == 649
#endif
#if E14 == 650
#endif
#if E14 == 651
#endif
#if E14 == 652
#endif
#if E14 == 653
#endif
#if E14 == 654
#endif
#if E14 == 655
#endif
#if E14 == 656
#endif
#if E14 == 657
#endif
#if E14 == 658
#endif
#if E14 == 659
#endif
#if E14 == 660
#endif
#if E14 == 661
#endif
#if E14 == 662
#endif
#if E14 == 663
#endif
#if E14 == 664
#endif
#if E14 == 665
#endif
#if E14 == 666
#endif
#if E14 == 667
#endif
#if E14 == 668
#endif
#if E14 == 669
#endif
#if E14 == 670
#endif
#if E14 == 671
#endif
#if E14 == 672
#endif
#if E14 == 673
#endif
#if E14 == 674
#endif
#if E14 == 675
#endif
#if E14 == 676
#endif
#if E14 == 677
#endif
#if E14 == 678
#endif
#if E14 == 679
#endif
#if E14 == 680
#endif
#if E14 == 681
#endif
#if E14 == 682
#endif
#if E14 == 683
#endif
#if E14 == 684
#endif
#if E14 == 685
#endif
#if E14 == 686
#endif
#if E14 == 687
#endif
#if E14 == 688
#endif
#if E14 == 689
#endif
#if E14 == 690
#endif
#if E14 == 691
#endif
#if E14 == 692
#endif
#if E14 == 693
#endif
#if E14 == 694
#endif
#if E14 == 695
#endif
#if E14 == 696
#endif
#if E14 == 697
#endif
#if E14 == 698
#endif
#if E14 == 699
#endif
#if E14 == 700
#endif
#if E14 == 701
#endif
#if E14 == 702
#endif
#if E14 == 703
#endif
#if E14 == 704
#endif
#if E14 == 705
#endif
#if E14 == 706
#endif
#if E14 == 707
#endif
#if E14 == 708
#endif
#if E14 == 709
#endif
#if E14 == 710
#endif
#if E14 == 711
#endif
#if E14 == 712
#endif
#if E14 == 713
#endif
#if E14 == 714
#endif
#if E14 == 715
#endif
#if E14 == 716
#endif
#if E14 == 717
#endif
#if E14 == 718
#endif
#if E14 == 719
#endif
#if E14 == 720
#endif
#if E14 == 721
#endif
#if E14 == 722
#endif
#if E14 == 723
#endif
#if E14 == 724
#endif
#if E14 == 725
#endif
#if E14 == 726
#endif
#if E14 == 727
#endif
#if E14 == 728
#endif
#if E14 == 729
#endif
#if E14 == 730
#endif
#if E14 == 731
#endif
#if E14 == 732
#endif
#if E14 == 733
#endif
#if E14 == 734
#endif
#if E14 == 735
#endif
#if E14 == 736
#endif
#if E14 == 737
#endif
#if E14 == 738
#endif
#if E14 == 739
#endif
#if E14 == 740
#endif
#if E14 == 741
#endif
#if E14 == 742
#endif
#if E14 == 743
#endif
#if E14 == 744
#endif
#if E14 == 745
#endif
#if E14 == 746
#endif
#if E14 == 747
#endif
#if E14 == 748
#endif
#if E14 == 749
#endif
#if E14 == 750
#endif
#if E14 == 751
#endif
#if E14 == 752
#endif
#if E14 == 753
#endif
#if E14 == 754
#endif
#if E14 == 755
#endif
#if E14 == 756
#endif
#if E14 == 757
#endif
#if E14 == 758
#endif
#if E14 == 759
#endif
#if E14 == 760
#endif
#if E14 == 761
#endif
#if E14 == 762
#endif
#if E14 == 763
#endif
#if E14 == 764
#endif
#if E14 == 765
#endif
#if E14 == 766
#endif
#if E14 == 767
#endif
#if E14 == 768
#endif
#if E14 == 769
#endif
#if E14 == 770
#endif
#if E14 == 771
#endif
#if E14 == 772
#endif
#if E14 == 773
#endif
#if E14 == 774
#endif
#if E14 == 775
#endif
#if E14 == 776
#endif
#if E14 == 777
#endif
#if E14 == 778
#endif
#if E14 == 779
#endif
#if E14 == 780
#endif
#if E14 == 781
#endif
#if E14 == 782
#endif
#if E14 == 783
#endif
#if E14 == 784
#endif
#if E14 == 785
#endif
#if E14 == 786
#endif
#if E14 == 787
#endif
#if E14 == 788
#endif
#if E14 == 789
#endif
#if E14 == 790
#endif
#if E14 == 791
#endif
#if E14 == 792
#endif
#if E14 == 793
#endif
#if E14 == 794
#endif
#if E14 == 795
#endif
#if E14 == 796
#endif
#if E14 == 797
#endif
#if E14 == 798
#endif
#if E14 == 799
#endif
#if E14 == 800
#endif
#if E14 == 801
#endif
#if E14 == 802
#endif
#if E14 == 803
#endif
#if E14 == 804
#endif
#if E14 == 805
#endif
#if E14 == 806
#endif
#if E14 == 807
#endif
#if E14 == 808
#endif
#if E14 == 809
#endif
#if E14 == 810
#endif
#if E14 == 811
#endif
#if E14 == 812
#endif
#if E14 == 813
#endif
#if E14 == 814
#endif
#if E14 == 815
#endif
#if E14 == 816
#endif
#if E14 == 817
#endif
#if E14 == 818
#endif
#if E14 == 819
#endif
#if E14 == 820
#endif
#if E14 == 821
#endif
#if E14 == 822
#endif
#if E14 == 823
#endif
#if E14 == 824
#endif
#if E14 == 825
#endif
#if E14 == 826
#endif
#if E14 == 827
#endif
#if E14 == 828
#endif
#if E14 == 829
#endif
#if E14 == 830
#endif
#if E14 == 831
#endif
#if E14 == 832
#endif
#if E14 == 833
#endif
#if E14 == 834
#endif
#if E14 == 835
#endif
#if E14 == 836
#endif
#if E14 == 837
#endif
#if E14 == 838
#endif
#if E14 == 839
#endif
#if E14 == 840
#endif
#if E14 == 841
#endif
#if E14 == 842
#endif
#if E14 == 843
#endif
#if E14 == 844
#endif
#if E14 == 845
#endif
#if E14 == 846
#endif
#if E14 == 847
#endif
#if E14 == 848
#endif
#if E14 == 849
#endif
#if E14 == 850
#endif
#if E14 == 851
#endif
#if E14 == 852
#endif
#if E14 == 853
#endif
#if E14 == 854
#endif
#if E14 == 855
#endif
#if E14 == 856
#endif
#if E14 == 857
#endif
#if E14 == 858
#endif
#if E14 == 859
#endif
#if E14 == 860
#endif
#if E14 == 861
#endif
#if E14 == 862
#endif
#if E14 == 863
#endif
#if E14 == 864
#endif
#if E14 == 865
#endif
#if E14 == 866
#endif
#if E14 == 867
#endif
#if E14 == 868
#endif
#if E14 == 869
#endif
#if E14 == 870
#endif
#if E14 == 871
#endif
#if E14 == 872
#endif
#if E14 == 873
#endif
#if E14 == 874
#endif
#if E14 == 875
#endif
#if E14 == 876
#endif
#if E14 == 877
#endif
#if E14 == 878
#endif
#if E14 == 879
#endif
#if E14 == 880
#endif
#if E14 == 881
#endif
#if E14 == 882
#endif
#if E14 == 883
#endif
#if E14 == 884
#endif
#if E14 == 885
#endif
#if E14 == 886
#endif
#if E14 == 887
#endif
#if E14 == 888
#endif
#if E14 == 889
#endif
#if E14 == 890
#endif
#if E14 == 891
#endif
#if E14 == 892
#endif
#if E14 == 893
#endif
#if E14 == 894
#endif
#if E14 == 895
#endif
#if E14 == 896
#endif
#if E14 == 897
#endif
#if E14 == 898
#endif
#if E14 == 899
#endif
#if E14 == 900
#endif
#if E14 == 901
#endif
#if E14 == 902
#endif
#if E14 == 903
#endif
#if E14 == 904
#endif
#if E14 == 905
#endif
#if E14 == 906
#endif
#if E14 == 907
#endif
#if E14 == 908
#endif
#if E14 == 909
#endif
#if E14 == 910
#endif
#if E14 == 911
#endif
#if E14 == 912
#endif
#if E14 == 913
#endif
#if E14 == 914
#endif
#if E14 == 915
#endif
#if E14 == 916
#endif
#if E14 == 917
#endif
#if E14 == 918
#endif
#if E14 == 919
#endif
#if E14 == 920
#endif
#if E14 == 921
#endif
#if E14 == 922
#endif
#if E14 == 923
#endif
#if E14 == 924
#endif
#if E14 == 925
#endif
#if E14 == 926
#endif
#if E14 == 927
#endif
#if E14 == 928
#endif
#if E14 == 929
#endif
#if E14 == 930
#endif
#if E14 == 931
#endif
#if E14 == 932
#endif
#if E14 == 933
#endif
#if E14 == 934
#endif
#if E14 == 935
#endif
#if E14 == 936
#endif
#if E14 == 937
#endif
#if E14 == 938
#endif
#if E14 == 939
#endif
#if E14 == 940
#endif
#if E14 == 941
#endif
#if E14 == 942
#endif
#if E14 == 943
#endif
#if E14 == 944
#endif
#if E14 == 945
#endif
#if E14 == 946
#endif
#if E14 == 947
#endif
#if E14 == 948
#endif
#if E14 == 949
#endif
#if E14 == 950
#endif
#if E14 == 951
#endif
#if E14 == 952
#endif
#if E14 == 953
#endif
#if E14 == 954
#endif
#if E14 == 955
#endif
#if E14 == 956
#endif
#if E14 == 957
#endif
#if E14 == 958
#endif
#if E14 == 959
#endif
#if E14 == 960
#endif
#if E14 == 961
#endif
#if E14 == 962
#endif
#if E14 == 963
#endif
#if E14 == 964
#endif
#if E14 == 965
#endif
#if E14 == 966
#endif
#if E14 == 967
#endif
#if E14 == 968
#endif
#if E14 == 969
#endif
#if E14 == 970
#endif
#if E14 == 971
#endif
#if E14 == 972
#endif
#if E14 == 973
#endif
#if E14 == 974
#endif
#if E14 == 975
#endif
#if E14 == 976
#endif
#if E14 == 977
#endif
#if E14 == 978
#endif
#if E14 == 979
#endif
#if E14 == 980
#endif
#if E14 == 981
#endif
#if E14 == 982
#endif
#if E14 == 983
#endif
#if E14 == 984
#endif
#if E14 == 985
#endif
#if E14 == 986
#endif
#if E14 == 987
#endif
#if E14 == 988
#endif
#if E14 == 989
#endif
#if E14 == 990
#endif
#if E14 == 991
#endif
#if E14 == 992
#endif
#if E14 == 993
#endif
#if E14 == 994
#endif
#if E14 == 995
#endif
#if E14 == 996
#endif
#if E14 == 997
#endif
#if E14 == 998
#endif
#if E14 == 999
#endif
#if E14 == 1000
#endif
#if E14 == 1001
#endif
#if E14 == 1002
#endif
#if E14 == 1003
#endif
#if E14 == 1004
#endif
#if E14 == 1005
#endif
#if E14 == 1006
#endif
#if E14 == 1007
#endif
#if E14 == 1008
#endif
#if E14 == 1009
#endif
#if E14 == 1010
#endif
#if E14 == 1011
#endif
#if E14 == 1012
#endif
#if E14 == 1013
#endif
#if E14 == 1014
#endif
#if E14 == 1015
#endif
#if E14 == 1016
#endif
#if E14 == 1017
#endif
#if E14 == 1018
#endif
#if E14 == 1019
#endif
#if E14 == 1020
#endif
#if E14 == 1021
#endif
#if E14 == 1022
#endif
#if E14 == 1023
#endif
#if E14 == 1024
#endif
#if E14 == 1025
#endif
#if E14 == 1026
#endif
#if E14 == 1027
#endif
#if E14 == 1028
#endif
#if E14 == 1029
#endif
#if E14 == 1030
#endif
#if E14 == 1031
#endif
#if E14 == 1032
#endif
#if E14 == 1033
#endif
#if E14 == 1034
#endif
#if E14 == 1035
#endif
#if E14 == 1036
#endif
#if E14 == 1037
#endif
#if E14 == 1038
#endif
#if E14 == 1039
#endif
#if E14 == 1040
#endif
#if E14 == 1041
#endif
#if E14 == 1042
#endif
#if E14 == 1043
#endif
#if E14 == 1044
#endif
#if E14 == 1045
#endif
#if E14 == 1046
#endif
#if E14 == 1047
#endif
#if E14 == 1048
#endif
#if E14 == 1049
#endif
#if E14 == 1050
#endif
#if E14 == 1051
#endif
#if E14 == 1052
#endif
#if E14 == 1053
#endif
#if E14 == 1054
#endif
#if E14 == 1055
#endif
#if E14 == 1056
#endif
#if E14 == 1057
#endif
#if E14 == 1058
#endif
#if E14 == 1059
#endif
#if E14 == 1060
#endif
#if E14 == 1061
#endif
#if E14 == 1062
#endif
#if E14 == 1063
#endif
#if E14 == 1064
#endif
#if E14 == 1065
#endif
#if E14 == 1066
#endif
#if E14 == 1067
#endif
#if E14 == 1068
#endif
#if E14 == 1069
#endif
#if E14 == 1070
#endif
#if E14 == 1071
#endif
#if E14 == 1072
#endif
#if E14 == 1073
#endif
#if E14 == 1074
#endif
#if E14 == 1075
#endif
#if E14 == 1076
#endif
#if E14 == 1077
#endif
#if E14 == 1078
#endif
#if E14 == 1079
#endif
#if E14 == 1080
#endif
#if E14 == 1081
#endif
#if E14 == 1082
#endif
#if E14 == 1083
#endif
#if E14 == 1084
#endif
#if E14 == 1085
#endif
#if E14 == 1086
#endif
#if E14 == 1087
#endif
#if E14 == 1088
#endif
#if E14 == 1089
#endif
#if E14 == 1090
#endif
#if E14 == 1091
#endif
#if E14 == 1092
#endif
#if E14 == 1093
#endif
#if E14 == 1094
#endif
#if E14 == 1095
#endif
#if E14 == 1096
#endif
#if E14 == 1097
#endif
#if E14 == 1098
#endif
#if E14 == 1099
#endif
#if E14 == 1100
#endif
#if E14 == 1101
#endif
#if E14 == 1102
#endif
#if E14 == 1103
#endif
#if E14 == 1104
#endif
#if E14 == 1105
#endif
#if E14 == 1106
#endif
#if E14 == 1107
#endif
#if E14 == 1108
#endif
#if E14 == 1109
#endif
#if E14 == 1110
#endif
#if E14 == 1111
#endif
#if E14 == 1112
#endif
#if E14 == 1113
#endif
#if E14 == 1114
#endif
#if E14 == 1115
#endif
#if E14 == 1116
#endif
#if E14 == 1117
#endif
#if E14 == 1118
#endif
#if E14 == 1119
#endif
#if E14 == 1120
#endif
#if E14 == 1121
#endif
#if E14 == 1122
#endif
#if E14 == 1123
#endif
#if E14 == 1124
#endif
#if E14 == 1125
#endif
#if E14 == 1126
#endif
#if E14 == 1127
#endif
#if E14 == 1128
#endif
#if E14 == 1129
#endif
#if E14 == 1130
#endif
#if E14 == 1131
#endif
#if E14 == 1132
#endif
#if E14 == 1133
#endif
#if E14 == 1134
#endif
#if E14 == 1135
#endif
#if E14 == 1136
#endif
#if E14 == 1137
#endif
#if E14 == 1138
#endif
#if E14 == 1139
#endif
#if E14 == 1140
#endif
#if E14 == 1141
#endif
#if E14 == 1142
#endif
#if E14 == 1143
#endif
#if E14 == 1144
#endif
#if E14 == 1145
#endif
#if E14 == 1146
#endif
#if E14 == 1147
#endif
#if E14 == 1148
#endif
#if E14 == 1149
#endif
#if E14 == 1150
#endif
#if E14 == 1151
#endif
#if E14 == 1152
#endif
#if E14 == 1153
#endif
#if E14 == 1154
#endif
#if E14 == 1155
#endif
#if E14 == 1156
#endif
#if E14 == 1157
#endif
#if E14 == 1158
#endif
#if E14 == 1159
#endif
#if E14 == 1160
#endif
#if E14 == 1161
#endif
#if E14 == 1162
#endif
#if E14 == 1163
#endif
#if E14 == 1164
#endif
#if E14 == 1165
#endif
#if E14 == 1166
#endif
#if E14 == 1167
#endif
#if E14 == 1168
#endif
#if E14 == 1169
#endif
#if E14 == 1170
#endif
#if E14 == 1171
#endif
#if E14 == 1172
#endif
#if E14 == 1173
#endif
#if E14 == 1174
#endif
#if E14 == 1175
#endif
#if E14 == 1176
#endif
#if E14 == 1177
#endif
#if E14 == 1178
#endif
#if E14 == 1179
#endif
#if E14 == 1180
#endif
#if E14 == 1181
#endif
#if E14 == 1182
#endif
#if E14 == 1183
#endif
#if E14 == 1184
#endif
#if E14 == 1185
#endif
#if E14 == 1186
#endif
#if E14 == 1187
#endif
#if E14 == 1188
#endif
#if E14 == 1189
#endif
#if E14 == 1190
#endif
#if E14 == 1191
#endif
#if E14 == 1192
#endif
#if E14 == 1193
#endif
#if E14 == 1194
#endif
#if E14 == 1195
#endif
#if E14 == 1196
#endif
#if E14 == 1197
#endif
#if E14 == 1198
#endif
#if E14 == 1199
#endif
#if E14 == 1200
#endif
#if E14 == 1201
#endif
#if E14 == 1202
#endif
#if E14 == 1203
#endif
#if E14 == 1204
#endif
#if E14 == 1205
#endif
#if E14 == 1206
#endif
#if E14 == 1207
#endif
#if E14 == 1208
#endif
#if E14 == 1209
#endif
#if E14 == 1210
#endif
#if E14 == 1211
#endif
#if E14 == 1212
#endif
#if E14 == 1213
#endif
#if E14 == 1214
#endif
#if E14 == 1215
#endif
#if E14 == 1216
#endif
#if E14 == 1217
#endif
#if E14 == 1218
#endif
#if E14 == 1219
#endif
#if E14 == 1220
#endif
#if E14 == 1221
#endif
#if E14 == 1222
#endif
#if E14 == 1223
#endif
#if E14 == 1224
#endif
#if E14 == 1225
#endif
#if E14 == 1226
#endif
#if E14 == 1227
#endif
#if E14 == 1228
#endif
#if E14 == 1229
#endif
#if E14 == 1230
#endif
#if E14 == 1231
#endif
#if E14 == 1232
#endif
#if E14 == 1233
#endif
#if E14 == 1234
#endif
#if E14 == 1235
#endif
#if E14 == 1236
#endif
#if E14 == 1237
#endif
#if E14 == 1238
#endif
#if E14 == 1239
#endif
#if E14 == 1240
#endif
#if E14 == 1241
#endif
#if E14 == 1242
#endif
#if E14 == 1243
#endif
#if E14 == 1244
#endif
#if E14 == 1245
#endif
#if E14 == 1246
#endif
#if E14 == 1247
#endif
#if E14 == 1248
#endif
#if E14 == 1249
#endif
#if E14 == 1250
#endif
#if E14 == 1251
#endif
#if E14 == 1252
#endif
#if E14 == 1253
#endif
#if E14 == 1254
#endif
#if E14 == 1255
#endif
#if E14 == 1256
#endif
#if E14 == 1257
#endif
#if E14 == 1258
#endif
#if E14 == 1259
#endif
#if E14 == 1260
#endif
#if E14 == 1261
#endif
#if E14 == 1262
#endif
#if E14 == 1263
#endif
#if E14 == 1264
#endif
#if E14 == 1265
#endif
#if E14 == 1266
#endif
#if E14 == 1267
#endif
#if E14 == 1268
#endif
#if E14 == 1269
#endif
#if E14 == 1270
#endif
#if E14 == 1271
#endif
#if E14 == 1272
#endif
#if E14 == 1273
#endif
#if E14 == 1274
#endif
#if E14 == 1275
#endif
#if E14 == 1276
#endif
#if E14 == 1277
#endif
#if E14 == 1278
#endif
#if E14 == 1279
#endif
#if E14 == 1280
#endif
#if E14 == 1281
#endif
#if E14 == 1282
#endif
#if E14 == 1283
#endif
#if E14 == 1284
#endif
#if E14 == 1285
#endif
#if E14 == 1286
#endif
#if E14 == 1287
#endif
#if E14 == 1288
#endif
#if E14 == 1289
#endif
#if E14 == 1290
#endif
#if E14 == 1291
#endif
#if E14 == 1292
#endif
#if E14 == 1293
#endif
#if E14 == 1294
#endif
#if E14 == 1295
#endif
#if E14 == 1296
#endif
#if E14 == 1297
#endif
#if E14 == 1298
#endif
#if E14 == 1299
#endif
#if E14 == 1300
#endif
#if E14 == 1301
#endif
#if E14 == 1302
#endif
#if E14 == 1303
#endif
#if E14 == 1304
#endif
#if E14 == 1305
#endif
#if E14 == 1306
#endif
#if E14 == 1307
#endif
#if E14 == 1308
#endif
#if E14 == 1309
#endif
#if E14 == 1310
#endif
#if E14 == 1311
#endif
#if E14 == 1312
#endif
#if E14 == 1313
#endif
#if E14 == 1314
#endif
#if E14 == 1315
#endif
#if E14 == 1316
#endif
#if E14 == 1317
#endif
#if E14 == 1318
#endif
#if E14 == 1319
#endif
#if E14 == 1320
#endif
#if E14 == 1321
#endif
#if E14 == 1322
#endif
#if E14 == 1323
#endif
#if E14 == 1324
#endif
#if E14 == 1325
#endif
#if E14 == 1326
#endif
#if E14 == 1327
#endif
#if E14 == 1328
#endif
#if E14 == 1329
#endif
#if E14 == 1330
#endif
#if E14 == 1331
#endif
#if E14 == 1332
#endif
#if E14 == 1333
#endif
#if E14 == 1334
#endif
#if E14 == 1335
#endif
#if E14 == 1336
#endif
#if E14 == 1337
#endif
#if E14 == 1338
#endif
#if E14 == 1339
#endif
#if E14 == 1340
#endif
#if E14 == 1341
#endif
#if E14 == 1342
#endif
#if E14 == 1343
#endif
#if E14 == 1344
#endif
#if E14 == 1345
#endif
#if E14 == 1346
#endif
#if E14 == 1347
#endif
#if E14 == 1348
#endif
#if E14 == 1349
#endif
#if E14 == 1350
#endif
#if E14 == 1351
#endif
#if E14 == 1352
#endif
#if E14 == 1353
#endif
#if E14 == 1354
#endif
#if E14 == 1355
#endif
#if E14 == 1356
#endif
#if E14 == 1357
#endif
#if E14 == 1358
#endif
#if E14 == 1359
#endif
#if E14 == 1360
#endif
#if E14 == 1361
#endif
#if E14 == 1362
#endif
#if E14 == 1363
#endif
#if E14 == 1364
#endif
#if E14 == 1365
#endif
#if E14 == 1366
#endif
#if E14 == 1367
#endif
#if E14 == 1368
#endif
#if E14 == 1369
#endif
#if E14 == 1370
#endif
#if E14 == 1371
#endif
#if E14 == 1372
#endif
#if E14 == 1373
#endif
#if E14 == 1374
#endif
#if E14 == 1375
#endif
#if E14 == 1376
#endif
#if E14 == 1377
#endif
#if E14 == 1378
#endif
#if E14 == 1379
#endif
#if E14 == 1380
#endif
#if E14 == 1381
#endif
#if E14 == 1382
#endif
#if E14 == 1383
#endif
#if E14 == 1384
#endif
#if E14 == 1385
#endif
#if E14 == 1386
#endif
#if E14 == 1387
#endif
#if E14 == 1388
#endif
#if E14 == 1389
#endif
#if E14 == 1390
#endif
#if E14 == 1391
#endif
#if E14 == 1392
#endif
#if E14 == 1393
#endif
#if E14 == 1394
#endif
#if E14 == 1395
#endif
#if E14 == 1396
#endif
#if E14 == 1397
#endif
#if E14 == 1398
#endif
#if E14 == 1399
#endif
#if E14 == 1400
#endif
#if E14 == 1401
#endif
#if E14 == 1402
#endif
#if E14 == 1403
#endif
#if E14 == 1404
#endif
#if E14 == 1405
#endif
#if E14 == 1406
#endif
#if E14 == 1407
#endif
#if E14 == 1408
#endif
#if E14 == 1409
#endif
#if E14 == 1410
#endif
#if E14 == 1411
#endif
#if E14 == 1412
#endif
#if E14 == 1413
#endif
#if E14 == 1414
#endif
#if E14 == 1415
#endif
#if E14 == 1416
#endif
#if E14 == 1417
#endif
#if E14 == 1418
#endif
#if E14 == 1419
#endif
#if E14 == 1420
#endif
#if E14 == 1421
#endif
#if E14 == 1422
#endif
#if E14 == 1423
#endif
#if E14 == 1424
#endif
#if E14 == 1425
#endif
#if E14 == 1426
#endif
#if E14 == 1427
#endif
#if E14 == 1428
#endif
#if E14 == 1429
#endif
#if E14 == 1430
#endif
#if E14 == 1431
#endif
#if E14 == 1432
#endif
#if E14 == 1433
#endif
#if E14 == 1434
#endif
#if E14 == 1435
#endif
#if E14 == 1436
#endif
#if E14 == 1437
#endif
#if E14 == 1438
#endif
#if E14 == 1439
#endif
#if E14 == 1440
#endif
#if E14 == 1441
#endif
#if E14 == 1442
#endif
#if E14 == 1443
#endif
#if E14 == 1444
#endif
#if E14 == 1445
#endif
#if E14 == 1446
#endif
#if E14 == 1447
#endif
#if E14 == 1448
#endif
#if E14 == 1449
#endif
#if E14 == 1450
#endif
#if E14 == 1451
#endif
#if E14 == 1452
#endif
#if E14 == 1453
#endif
#if E14 == 1454
#endif
#if E14 == 1455
#endif
#if E14 == 1456
#endif
#if E14 == 1457
#endif
#if E14 == 1458
#endif
#if E14 == 1459
#endif
#if E14 == 1460
#endif
#if E14 == 1461
#endif
#if E14 == 1462
#endif
#if E14 == 1463
#endif
#if E14 == 1464
#endif
#if E14 == 1465
#endif
#if E14 == 1466
#endif
#if E14 == 1467
#endif
#if E14 == 1468
#endif
#if E14 == 1469
#endif
#if E14 == 1470
#endif
#if E14 == 1471
#endif
#if E14 == 1472
#endif
#if E14 == 1473
#endif
#if E14 == 1474
#endif
#if E14 == 1475
#endif
#if E14 == 1476
#endif
#if E14 == 1477
#endif
#if E14 == 1478
#endif
#if E14 == 1479
#endif
#if E14 == 1480
#endif
#if E14 == 1481
#endif
#if E14 == 1482
#endif
#if E14 == 1483
#endif
#if E14 == 1484
#endif
#if E14 == 1485
#endif
#if E14 == 1486
#endif
#if E14 == 1487
#endif
#if E14 == 1488
#endif
#if E14 == 1489
#endif
#if E14 == 1490
#endif
#if E14 == 1491
#endif
#if E14 == 1492
#endif
#if E14 == 1493
#endif
#if E14 == 1494
#endif
#if E14 == 1495
#endif
#if E14 == 1496
#endif
#if E14 == 1497
#endif
#if E14 == 1498
#endif
#if E14 == 1499
#endif
#if E14 == 1500
#endif
#if E14 == 1501
#endif
#if E14 == 1502
#endif
#if E14 == 1503
#endif
#if E14 == 1504
#endif
#if E14 == 1505
#endif
#if E14 == 1506
#endif
#if E14 == 1507
#endif
#if E14 == 1508
#endif
#if E14 == 1509
#endif
#if E14 == 1510
#endif
#if E14 == 1511
#endif
#if E14 == 1512
#endif
#if E14 == 1513
#endif
#if E14 == 1514
#endif
#if E14 == 1515
#endif
#if E14 == 1516
#endif
#if E14 == 1517
#endif
#if E14 == 1518
#endif
#if E14 == 1519
#endif
#if E14 == 1520
#endif
#if E14 == 1521
#endif
#if E14 == 1522
#endif
#if E14 == 1523
#endif
#if E14 == 1524
#endif
#if E14 == 1525
#endif
#if E14 == 1526
#endif
#if E14 == 1527
#endif
#if E14 == 1528
#endif
#if E14 == 1529
#endif
#if E14 == 1530
#endif
#if E14 == 1531
#endif
#if E14 == 1532
#endif
#if E14 == 1533
#endif
#if E14 == 1534
#endif
#if E14 == 1535
#endif
#if E14 == 1536
#endif
#if E14 == 1537
#endif
#if E14 == 1538
#endif
#if E14 == 1539
#endif
#if E14 == 1540
#endif
#if E14 == 1541
#endif
#if E14 == 1542
#endif
#if E14 == 1543
#endif
#if E14 == 1544
#endif
#if E14 == 1545
#endif
#if E14 == 1546
#endif
#if E14 == 1547
#endif
#if E14 == 1548
#endif
#if E14 == 1549
#endif
#if E14 == 1550
#endif
#if E14 == 1551
#endif
#if E14 == 1552
#endif
#if E14 == 1553
#endif
#if E14 == 1554
#endif
#if E14 == 1555
#endif
#if E14 == 1556
#endif
#if E14 == 1557
#endif
#if E14 == 1558
#endif
#if E14 == 1559
#endif
#if E14 == 1560
#endif
#if E14 == 1561
#endif
#if E14 == 1562
#endif
#if E14 == 1563
#endif
#if E14 == 1564
#endif
#if E14 == 1565
#endif
#if E14 == 1566
#endif
#if E14 == 1567
#endif
#if E14 == 1568
#endif
#if E14 == 1569
#endif
#if E14 == 1570
#endif
#if E14 == 1571
#endif
#if E14 == 1572
#endif
#if E14 == 1573
#endif
#if E14 == 1574
#endif
#if E14 == 1575
#endif
#if E14 == 1576
#endif
#if E14 == 1577
#endif
#if E14 == 1578
#endif
#if E14 == 1579
#endif
#if E14 == 1580
#endif
#if E14 == 1581
#endif
#if E14 == 1582
#endif
#if E14 == 1583
#endif
#if E14 == 1584
#endif
#if E14 == 1585
#endif
#if E14 == 1586
#endif
#if E14 == 1587
#endif
#if E14 == 1588
#endif
#if E14 == 1589
#endif
#if E14 == 1590
#endif
#if E14 == 1591
#endif
#if E14 == 1592
#endif
#if E14 == 1593
#endif
#if E14 == 1594
#endif
#if E14 == 1595
#endif
#if E14 == 1596
#endif
#if E14 == 1597
#endif
#if E14 == 1598
#endif
#if E14 == 1599
#endif
#if E14 == 1600
#endif
#if E14 == 1601
#endif
#if E14 == 1602
#endif
#if E14 == 1603
#endif
#if E14 == 1604
#endif
#if E14 == 1605
#endif
#if E14 == 1606
#endif
#if E14 == 1607
#endif
#if E14 == 1608
#endif
#if E14 == 1609
#endif
#if E14 == 1610
#endif
#if E14 == 1611
#endif
#if E14 == 1612
#endif
#if E14 == 1613
#endif
#if E14 == 1614
#endif
#if E14 == 1615
#endif
#if E14 == 1616
#endif
#if E14 == 1617
#endif
#if E14 == 1618
#endif
#if E14 == 1619
#endif
#if E14 == 1620
#endif
#if E14 == 1621
#endif
#if E14 == 1622
#endif
#if E14 == 1623
#endif
#if E14 == 1624
#endif
#if E14 == 1625
#endif
#if E14 == 1626
#endif
#if E14 == 1627
#endif
#if E14 == 1628
#endif
#if E14 == 1629
#endif
#if E14 == 1630
#endif
#if E14 == 1631
#endif
#if E14 == 1632
#endif
#if E14 == 1633
#endif
#if E14 == 1634
#endif
#if E14 == 1635
#endif
#if E14 == 1636
#endif
#if E14 == 1637
#endif
#if E14 == 1638
#endif
#if E14 == 1639
#endif
#if E14 == 1640
#endif
#if E14 == 1641
#endif
#if E14 == 1642
#endif
#if E14 == 1643
#endif
#if E14 == 1644
#endif
#if E14 == 1645
#endif
#if E14 == 1646
#endif
#if E14 == 1647
#endif
#if E14 == 1648
#endif
#if E14 == 1649
#endif
#if E14 == 1650
#endif
#if E14 == 1651
#endif
#if E14 == 1652
#endif
#if E14 == 1653
#endif
#if E14 == 1654
#endif
#if E14 == 1655
#endif
#if E14 == 1656
#endif
#if E14 == 1657
#endif
#if E14 == 1658
#endif
#if E14 == 1659
#endif
#if E14 == 1660
#endif
#if E14 == 1661
#endif
#if E14 == 1662
#endif
#if E14 == 1663
#endif
#if E14 == 1664
#endif
#if E14 == 1665
#endif
#if E14 == 1666
#endif
#if E14 == 1667
#endif
#if E14 == 1668
#endif
#if E14 == 1669
#endif
#if E14 == 1670
#endif
#if E14 == 1671
#endif
#if E14 == 1672
#endif
#if E14 == 1673
#endif
#if E14 == 1674
#endif
#if E14 == 1675
#endif
#if E14 == 1676
#endif
#if E14 == 1677
#endif
#if E14 == 1678
#endif
#if E14 == 1679
#endif
#if E14 == 1680
#endif
#if E14 == 1681
#endif
#if E14 == 1682
#endif
#if E14 == 1683
#endif
#if E14 == 1684
#endif
#if E14 == 1685
#endif
#if E14 == 1686
#endif
#if E14 == 1687
#endif
#if E14 == 1688
#endif
#if E14 == 1689
#endif
#if E14 == 1690
#endif
#if E14 == 1691
#endif
#if E14 == 1692
#endif
#if E14 == 1693
#endif
#if E14 == 1694
#endif
#if E14 == 1695
#endif
#if E14 == 1696
#endif
#if E14 == 1697
#endif
#if E14 == 1698
#endif
#if E14 == 1699
#endif
#if E14 == 1700
#endif
#if E14 == 1701
#endif
#if E14 == 1702
#endif
#if E14 == 1703
#endif
#if E14 == 1704
#endif
#if E14 == 1705
#endif
#if E14 == 1706
#endif
#if E14 == 1707
#endif
#if E14 == 1708
#endif
#if E14 == 1709
#endif
#if E14 == 1710
#endif
#if E14 == 1711
#endif
#if E14 == 1712
#endif
#if E14 == 1713
#endif
#if E14 == 1714
#endif
#if E14 == 1715
#endif
#if E14 == 1716
#endif
#if E14 == 1717
#endif
#if E14 == 1718
#endif
#if E14 == 1719
#endif
#if E14 == 1720
#endif
#if E14 == 1721
#endif
#if E14 == 1722
#endif
#if E14 == 1723
#endif
#if E14 == 1724
#endif
#if E14 == 1725
#endif
#if E14 == 1726
#endif
#if E14 == 1727
#endif
#if E14 == 1728
#endif
#if E14 == 1729
#endif
#if E14 == 1730
#endif
#if E14 == 1731
#endif
#if E14 == 1732
#endif
#if E14 == 1733
#endif
#if E14 == 1734
#endif
#if E14 == 1735
#endif
#if E14 == 1736
#endif
#if E14 == 1737
#endif
#if E14 == 1738
#endif
#if E14 == 1739
#endif
#if E14 == 1740
#endif
#if E14 == 1741
#endif
#if E14 == 1742
#endif
#if E14 == 1743
#endif
#if E14 == 1744
#endif
#if E14 == 1745
#endif
#if E14 == 1746
#endif
#if E14 == 1747
#endif
#if E14 == 1748
#endif
#if E14 == 1749
#endif
#if E14 == 1750
#endif
#if E14 == 1751
#endif
#if E14 == 1752
#endif
#if E14 == 1753
#endif
#if E14 == 1754
#endif
#if E14 == 1755
#endif
#if E14 == 1756
#endif
#if E14 == 1757
#endif
#if E14 == 1758
#endif
#if E14 == 1759
#endif
#if E14 == 1760
#endif
#if E14 == 1761
#endif
#if E14 == 1762
#endif
#if E14 == 1763
#endif
#if E14 == 1764
#endif
#if E14 == 1765
#endif
#if E14 == 1766
#endif
#if E14 == 1767
#endif
#if E14 == 1768
#endif
#if E14 == 1769
#endif
#if E14 == 1770
#endif
#if E14 == 1771
#endif
#if E14 == 1772
#endif
#if E14 == 1773
#endif
#if E14 == 1774
#endif
#if E14 == 1775
#endif
#if E14 == 1776
#endif
#if E14 == 1777
#endif
#if E14 == 1778
#endif
#if E14 == 1779
#endif
#if E14 == 1780
#endif
#if E14 == 1781
#endif
#if E14 == 1782
#endif
#if E14 == 1783
#endif
#if E14 == 1784
#endif
#if E14 == 1785
#endif
#if E14 == 1786
#endif
#if E14 == 1787
#endif
#if E14 == 1788
#endif
#if E14 == 1789
#endif
#if E14 == 1790
#endif
#if E14 == 1791
#endif
#if E14 == 1792
#endif
#if E14 == 1793
#endif
#if E14 == 1794
#endif
#if E14 == 1795
#endif
#if E14 == 1796
#endif
#if E14 == 1797
#endif
#if E14 == 1798
#endif
#if E14 == 1799
#endif
#if E14 == 1800
#endif
#if E14 == 1801
#endif
#if E14 == 1802
#endif
#if E14 == 1803
#endif
#if E14 == 1804
#endif
#if E14 == 1805
#endif
#if E14 == 1806
#endif
#if E14 == 1807
#endif
#if E14 == 1808
#endif
#if E14 == 1809
#endif
#if E14 == 1810
#endif
#if E14 == 1811
#endif
#if E14 == 1812
#endif
#if E14 == 1813
#endif
#if E14 == 1814
#endif
#if E14 == 1815
#endif
#if E14 == 1816
#endif
#if E14 == 1817
#endif
#if E14 == 1818
#endif
#if E14 == 1819
#endif
#if E14 == 1820
#endif
#if E14 == 1821
#endif
#if E14 == 1822
#endif
#if E14 == 1823
#endif
#if E14 == 1824
#endif
#if E14 == 1825
#endif
#if E14 == 1826
#endif
#if E14 == 1827
#endif
#if E14 == 1828
#endif
#if E14 == 1829
#endif
#if E14 == 1830
#endif
#if E14 == 1831
#endif
#if E14 == 1832
#endif
#if E14 == 1833
#endif
#if E14 == 1834
#endif
#if E14 == 1835
#endif
#if E14 == 1836
#endif
#if E14 == 1837
#endif
#if E14 == 1838
#endif
#if E14 == 1839
#endif
#if E14 == 1840
#endif
#if E14 == 1841
#endif
#if E14 == 1842
#endif
#if E14 == 1843
#endif
#if E14 == 1844
#endif
#if E14 == 1845
#endif
#if E14 == 1846
#endif
#if E14 == 1847
#endif
#if E14 == 1848
#endif
#if E14 == 1849
#endif
#if E14 == 1850
#endif
#if E14 == 1851
#endif
#if E14 == 1852
#endif
#if E14 == 1853
#endif
#if E14 == 1854
#endif
#if E14 == 1855
#endif
#if E14 == 1856
#endif
#if E14 == 1857
#endif
#if E14 == 1858
#endif
#if E14 == 1859
#endif
#if E14 == 1860
#endif
#if E14 == 1861
#endif
#if E14 == 1862
#endif
#if E14 == 1863
#endif
#if E14 == 1864
#endif
#if E14 == 1865
#endif
#if E14 == 1866
#endif
#if E14 == 1867
#endif
#if E14 == 1868
#endif
#if E14 == 1869
#endif
#if E14 == 1870
#endif
#if E14 == 1871
#endif
#if E14 == 1872
#endif
#if E14 == 1873
#endif
#if E14 == 1874
#endif
#if E14 == 1875
#endif
#if E14 == 1876
#endif
#if E14 == 1877
#endif
#if E14 == 1878
#endif
#if E14 == 1879
#endif
#if E14 == 1880
#endif
#if E14 == 1881
#endif
#if E14 == 1882
#endif
#if E14 == 1883
#endif
#if E14 == 1884
#endif
#if E14 == 1885
#endif
#if E14 == 1886
#endif
#if E14 == 1887
#endif
#if E14 == 1888
#endif
#if E14 == 1889
#endif
#if E14 == 1890
#endif
#if E14 == 1891
#endif
#if E14 == 1892
#endif
#if E14 == 1893
#endif
#if E14 == 1894
#endif
#if E14 == 1895
#endif
#if E14 == 1896
#endif
#if E14 == 1897
#endif
#if E14 == 1898
#endif
#if E14 == 1899
#endif
#if E14 == 1900
#endif
#if E14 == 1901
#endif
#if E14 == 1902
#endif
#if E14 == 1903
#endif
#if E14 == 1904
#endif
#if E14 == 1905
#endif
#if E14 == 1906
#endif
#if E14 == 1907
#endif
#if E14 == 1908
#endif
#if E14 == 1909
#endif
#if E14 == 1910
#endif
#if E14 == 1911
#endif
#if E14 == 1912
#endif
#if E14 == 1913
#endif
#if E14 == 1914
#endif
#if E14 == 1915
#endif
#if E14 == 1916
#endif
#if E14 == 1917
#endif
#if E14 == 1918
#endif
#if E14 == 1919
#endif
#if E14 == 1920
#endif
#if E14 == 1921
#endif
#if E14 == 1922
#endif
#if E14 == 1923
#endif
#if E14 == 1924
#endif
#if E14 == 1925
#endif
#if E14 == 1926
#endif
#if E14 == 1927
#endif
#if E14 == 1928
#endif
#if E14 == 1929
#endif
#if E14 == 1930
#endif
#if E14 == 1931
#endif
#if E14 == 1932
#endif
#if E14 == 1933
#endif
#if E14 == 1934
#endif
#if E14 == 1935
#endif
#if E14 == 1936
#endif
#if E14 == 1937
#endif
#if E14 == 1938
#endif
#if E14 == 1939
#endif
#if E14 == 1940
#endif
#if E14 == 1941
#endif
#if E14 == 1942
#endif
#if E14 == 1943
#endif
#if E14 == 1944
#endif
#if E14 == 1945
#endif
#if E14 == 1946
#endif
#if E14 == 1947
#endif
#if E14 == 1948
#endif
#if E14 == 1949
#endif
#if E14 == 1950
#endif
#if E14 == 1951
#endif
#if E14 == 1952
#endif
#if E14 == 1953
#endif
#if E14 == 1954
#endif
#if E14 == 1955
#endif
#if E14 == 1956
#endif
#if E14 == 1957
#endif
#if E14 == 1958
#endif
#if E14 == 1959
#endif
#if E14 == 1960
#endif
#if E14 == 1961
#endif
#if E14 == 1962
#endif
#if E14 == 1963
#endif
#if E14 == 1964
#endif
#if E14 == 1965
#endif
#if E14 == 1966
#endif
#if E14 == 1967
#endif
#if E14 == 1968
#endif
#if E14 == 1969
#endif
#if E14 == 1970
#endif
#if E14 == 1971
#endif
#if E14 == 1972
#endif
#if E14 == 1973
#endif
#if E14 == 1974
#endif
#if E14 == 1975
#endif
#if E14 == 1976
#endif
#if E14 == 1977
#endif
#if E14 == 1978
#endif
#if E14 == 1979
#endif
#if E14 == 1980
#endif
#if E14 == 1981
#endif
#if E14 == 1982
#endif
#if E14 == 1983
#endif
#if E14 == 1984
#endif
#if E14 == 1985
#endif
#if E14 == 1986
#endif
#if E14 == 1987
#endif
#if E14 == 1988
#endif
#if E14 == 1989
#endif
#if E14 == 1990
#endif
#if E14 == 1991
#endif
#if E14 == 1992
#endif
#if E14 == 1993
#endif
#if E14 == 1994
#endif
#if E14 == 1995
#endif
#if E14 == 1996
#endif
#if E14 == 1997
#endif
#if E14 == 1998
#endif
#if E14 == 1999
#endif
#if E14 == 2000
#endif
#if E14 == 2001
#endif
#if E14 == 2002
#endif
#if E14 == 2003
#endif
#if E14 == 2004
#endif
#if E14 == 2005
#endif
#if E14 == 2006
#endif
#if E14 == 2007
#endif
#if E14 == 2008
#endif
#if E14 == 2009
#endif
#if E14 == 2010
#endif
#if E14 == 2011
#endif
#if E14 == 2012
#endif
#if E14 == 2013
#endif
#if E14 == 2014
#endif
#if E14 == 2015
#endif
#if E14 == 2016
#endif
#if E14 == 2017
#endif
#if E14 == 2018
#endif
#if E14 == 2019
#endif
#if E14 == 2020
#endif
#if E14 == 2021
#endif
#if E14 == 2022
#endif
#if E14 == 2023
#endif
#if E14 == 2024
#endif
#if E14 == 2025
#endif
#if E14 == 2026
#endif
#if E14 == 2027
#endif
#if E14 == 2028
#endif
#if E14 == 2029
#endif
#if E14 == 2030
#endif
#if E14 == 2031
#endif
#if E14 == 2032
#endif
#if E14 == 2033
#endif
#if E14 == 2034
#endif
#if E14 == 2035
#endif
#if E14 == 2036
#endif
#if E14 == 2037
#endif
#if E14 == 2038
#endif
#if E14 == 2039
#endif
#if E14 == 2040
#endif
#if E14 == 2041
#endif
#if E14 == 2042
#endif
#if E14 == 2043
#endif
#if E14 == 2044
#endif
#if E14 == 2045
#endif
#if E14 == 2046
#endif
#if E14 == 2047
#endif
#if E14 == 2048
#endif
#if E14 == 2049
#endif
#if E14 == 2050
#endif
#if E14 == 2051
#endif
#if E14 == 2052
#endif
#if E14 == 2053
#endif
#if E14 == 2054
#endif
#if E14 == 2055
#endif
#if E14 == 2056
#endif
#if E14 == 2057
#endif
#if E14 == 2058
#endif
#if E14 == 2059
#endif
#if E14 == 2060
#endif
#if E14 == 2061
#endif
#if E14 == 2062
#endif
#if E14 == 2063
#endif
#if E14 == 2064
#endif
#if E14 == 2065
#endif
#if E14 == 2066
#endif
#if E14 == 2067
#endif
#if E14 == 2068
#endif
#if E14 == 2069
#endif
#if E14 == 2070
#endif
#if E14 == 2071
#endif
#if E14 == 2072
#endif
#if E14 == 2073
#endif
#if E14 == 2074
#endif
#if E14 == 2075
#endif
#if E14 == 2076
#endif
#if E14 == 2077
#endif
#if E14 == 2078
#endif
#if E14 == 2079
#endif
#if E14 == 2080
#endif
#if E14 == 2081
#endif
#if E14 == 2082
#endif
#if E14 == 2083
#endif
#if E14 == 2084
#endif
#if E14 == 2085
#endif
#if E14 == 2086
#endif
#if E14 == 2087
#endif
#if E14 == 2088
#endif
#if E14 == 2089
#endif
#if E14 == 2090
#endif
#if E14 == 2091
#endif
#if E14 == 2092
#endif
#if E14 == 2093
#endif
#if E14 == 2094
#endif
#if E14 == 2095
#endif
#if E14 == 2096
#endif
#if E14 == 2097
#endif
#if E14 == 2098
#endif
#if E14 == 2099
#endif
#if E14 == 2100
#endif
#if E14 == 2101
#endif
#if E14 == 2102
#endif
#if E14 == 2103
#endif
#if E14 == 2104
#endif
#if E14 == 2105
#endif
#if E14 == 2106
#endif
#if E14 == 2107
#endif
#if E14 == 2108
#endif
#if E14 == 2109
#endif
#if E14 == 2110
#endif
#if E14 == 2111
#endif
#if E14 == 2112
#endif
#if E14 == 2113
#endif
#if E14 == 2114
#endif
#if E14 == 2115
#endif
#if E14 == 2116
#endif
#if E14 == 2117
#endif
#if E14 == 2118
#endif
#if E14 == 2119
#endif
#if E14 == 2120
#endif
#if E14 == 2121
#endif
#if E14 == 2122
#endif
#if E14 == 2123
#endif
#if E14 == 2124
#endif
#if E14 == 2125
#endif
#if E14 == 2126
#endif
#if E14 == 2127
#endif
#if E14 == 2128
#endif
#if E14 == 2129
#endif
#if E14 == 2130
#endif
#if E14 == 2131
#endif
#if E14 == 2132
#endif
#if E14 == 2133
#endif
#if E14 == 2134
#endif
#if E14 == 2135
#endif
#if E14 == 2136
#endif
#if E14 == 2137
#endif
#if E14 == 2138
#endif
#if E14 == 2139
#endif
#if E14 == 2140
#endif
#if E14 == 2141
#endif
#if E14 == 2142
#endif
#if E14 == 2143
#endif
#if E14 == 2144
#endif
#if E14 == 2145
#endif
#if E14 == 2146
#endif
#if E14 == 2147
#endif
#if E14 == 2148
#endif
#if E14 == 2149
#endif
#if E14 == 2150
#endif
#if E14 == 2151
#endif
#if E14 == 2152
#endif
#if E14 == 2153
#endif
#if E14 == 2154
#endif
#if E14 == 2155
#endif
#if E14 == 2156
#endif
#if E14 == 2157
#endif
#if E14 == 2158
#endif
#if E14 == 2159
#endif
#if E14 == 2160
#endif
#if E14 == 2161
#endif
#if E14 == 2162
#endif
#if E14 == 2163
#endif
#if E14 == 2164
#endif
#if E14 == 2165
#endif
#if E14 == 2166
#endif
#if E14 == 2167
#endif
#if E14 == 2168
#endif
#if E14 == 2169
#endif
#if E14 == 2170
#endif
#if E14 == 2171
#endif
#if E14 == 2172
#endif
#if E14 == 2173
#endif
#if E14 == 2174
#endif
#if E14 == 2175
#endif
#if E14 == 2176
#endif
#if E14 == 2177
#endif
#if E14 == 2178
#endif
#if E14 == 2179
#endif
#if E14 == 2180
#endif
#if E14 == 2181
#endif
#if E14 == 2182
#endif
#if E14 == 2183
#endif
#if E14 == 2184
#endif
#if E14 == 2185
#endif
#if E14 == 2186
#endif
#if E14 == 2187
#endif
#if E14 == 2188
#endif
#if E14 == 2189
#endif
#if E14 == 2190
#endif
#if E14 == 2191
#endif
#if E14 == 2192
#endif
#if E14 == 2193
#endif
#if E14 == 2194
#endif
#if E14 == 2195
#endif
#if E14 == 2196
#endif
#if E14 == 2197
#endif
#if E14 == 2198
#endif
#if E14 == 2199
#endif
#if E14 == 2200
#endif
#if E14 == 2201
#endif
#if E14 == 2202
#endif
#if E14 == 2203
#endif
#if E14 == 2204
#endif
#if E14 == 2205
#endif
#if E14 == 2206
#endif
#if E14 == 2207
#endif
#if E14 == 2208
#endif
#if E14 == 2209
#endif
#if E14 == 2210
#endif
#if E14 == 2211
#endif
#if E14 == 2212
#endif
#if E14 == 2213
#endif
#if E14 == 2214
#endif
#if E14 == 2215
#endif
#if E14 == 2216
#endif
#if E14 == 2217
#endif
#if E14 == 2218
#endif
#if E14 == 2219
#endif
#if E14 == 2220
#endif
#if E14 == 2221
#endif
#if E14 == 2222
#endif
#if E14 == 2223
#endif
#if E14 == 2224
#endif
#if E14 == 2225
#endif
#if E14 == 2226
#endif
#if E14 == 2227
#endif
#if E14 == 2228
#endif
#if E14 == 2229
#endif
#if E14 == 2230
#endif
#if E14 == 2231
#endif
#if E14 == 2232
#endif
#if E14 == 2233
#endif
#if E14 == 2234
#endif
#if E14 == 2235
#endif
#if E14 == 2236
#endif
#if E14 == 2237
#endif
#if E14 == 2238
#endif
#if E14 == 2239
#endif
#if E14 == 2240
#endif
#if E14 == 2241
#endif
#if E14 == 2242
#endif
#if E14 == 2243
#endif
#if E14 == 2244
#endif
#if E14 == 2245
#endif
#if E14 == 2246
#endif
#if E14 == 2247
#endif
#if E14 == 2248
#endif
#if E14 == 2249
#endif
#if E14 == 2250
#endif
#if E14 == 2251
#endif
#if E14 == 2252
#endif
#if E14 == 2253
#endif
#if E14 == 2254
#endif
#if E14 == 2255
#endif
#if E14 == 2256
#endif
#if E14 == 2257
#endif
#if E14 == 2258
#endif
#if E14 == 2259
#endif
#if E14 == 2260
#endif
#if E14 == 2261
#endif
#if E14 == 2262
#endif
#if E14 == 2263
#endif
#if E14 == 2264
#endif
#if E14 == 2265
#endif
#if E14 == 2266
#endif
#if E14 == 2267
#endif
#if E14 == 2268
#endif
#if E14 == 2269
#endif
#if E14 == 2270
#endif
#if E14 == 2271
#endif
#if E14 == 2272
#endif
#if E14 == 2273
#endif
#if E14 == 2274
#endif
#if E14 == 2275
#endif
#if E14 == 2276
#endif
#if E14 == 2277
#endif
#if E14 == 2278
#endif
#if E14 == 2279
#endif
#if E14 == 2280
#endif
#if E14 == 2281
#endif
#if E14 == 2282
#endif
#if E14 == 2283
#endif
#if E14 == 2284
#endif
#if E14 == 2285
#endif
#if E14 == 2286
#endif
#if E14 == 2287
#endif
#if E14 == 2288
#endif
#if E14 == 2289
#endif
#if E14 == 2290
#endif
#if E14 == 2291
#endif
#if E14 == 2292
#endif
#if E14 == 2293
#endif
#if E14 == 2294
#endif
#if E14 == 2295
#endif
#if E14 == 2296
#endif
#if E14 == 2297
#endif
#if E14 == 2298
#endif
#if E14 == 2299
#endif
#if E14 == 2300
#endif
#if E14 == 2301
#endif
#if E14 == 2302
#endif
#if E14 == 2303
#endif
#if E14 == 2304
#endif
#if E14 == 2305
#endif
#if E14 == 2306
#endif
#if E14 == 2307
#endif
#if E14 == 2308
#endif
#if E14 == 2309
#endif
#if E14 == 2310
#endif
#if E14 == 2311
#endif
#if E14 == 2312
#endif
#if E14 == 2313
#endif
#if E14 == 2314
#endif
#if E14 == 2315
#endif
#if E14 == 2316
#endif
#if E14 == 2317
#endif
#if E14 == 2318
#endif
#if E14 == 2319
#endif
#if E14 == 2320
#endif
#if E14 == 2321
#endif
#if E14 == 2322
#endif
#if E14 == 2323
#endif
#if E14 == 2324
#endif
#if E14 == 2325
#endif
#if E14 == 2326
#endif
#if E14 == 2327
#endif
#if E14 == 2328
#endif
#if E14 == 2329
#endif
#if E14 == 2330
#endif
#if E14 == 2331
#endif
#if E14 == 2332
#endif
#if E14 == 2333
#endif
#if E14 == 2334
#endif
#if E14 == 2335
#endif
#if E14 == 2336
#endif
#if E14 == 2337
#endif
#if E14 == 2338
#endif
#if E14 == 2339
#endif
#if E14 == 2340
#endif
#if E14 == 2341
#endif
#if E14 == 2342
#endif
#if E14 == 2343
#endif
#if E14 == 2344
#endif
#if E14 == 2345
#endif
#if E14 == 2346
#endif
#if E14 == 2347
#endif
#if E14 == 2348
#endif
#if E14 == 2349
#endif
#if E14 == 2350
#endif
#if E14 == 2351
#endif
#if E14 == 2352
#endif
#if E14 == 2353
#endif
#if E14 == 2354
#endif
#if E14 == 2355
#endif
#if E14 == 2356
#endif
#if E14 == 2357
#endif
#if E14 == 2358
#endif
#if E14 == 2359
#endif
#if E14 == 2360
#endif
#if E14 == 2361
#endif
#if E14 == 2362
#endif
#if E14 == 2363
#endif
#if E14 == 2364
#endif
#if E14 == 2365
#endif
#if E14 == 2366
#endif
#if E14 == 2367
#endif
#if E14 == 2368
#endif
#if E14 == 2369
#endif
#if E14 == 2370
#endif
#if E14 == 2371
#endif
#if E14 == 2372
#endif
#if E14 == 2373
#endif
#if E14 == 2374
#endif
#if E14 == 2375
#endif
#if E14 == 2376
#endif
#if E14 == 2377
#endif
#if E14 == 2378
#endif
#if E14 == 2379
#endif
#if E14 == 2380
#endif
#if E14 == 2381
#endif
#if E14 == 2382
#endif
#if E14 == 2383
#endif
#if E14 == 2384
#endif
#if E14 == 2385
#endif
#if E14 == 2386
#endif
#if E14 == 2387
#endif
#if E14 == 2388
#endif
#if E14 == 2389
#endif
#if E14 == 2390
#endif
#if E14 == 2391
#endif
#if E14 == 2392
#endif
#if E14 == 2393
#endif
#if E14 == 2394
#endif
#if E14 == 2395
#endif
#if E14 == 2396
#endif
#if E14 == 2397
#endif
#if E14 == 2398
#endif
#if E14 == 2399
#endif
#if E14 == 2400
#endif
#if E14 == 2401
#endif
#if E14 == 2402
#endif
#if E14 == 2403
#endif
#if E14 == 2404
#endif
#if E14 == 2405
#endif
#if E14 == 2406
#endif
#if E14 == 2407
#endif
#if E14 == 2408
#endif
#if E14 == 2409
#endif
#if E14 == 2410
#endif
#if E14 == 2411
#endif
#if E14 == 2412
#endif
#if E14 == 2413
#endif
#if E14 == 2414
#endif
#if E14 == 2415
#endif
#if E14 == 2416
#endif
#if E14 == 2417
#endif
#if E14 == 2418
#endif
#if E14 == 2419
#endif
#if E14 == 2420
#endif
#if E14 == 2421
#endif
#if E14 == 2422
#endif
#if E14 == 2423
#endif
#if E14 == 2424
#endif
#if E14 == 2425
#endif
#if E14 == 2426
#endif
#if E14 == 2427
#endif
#if E14 == 2428
#endif
#if E14 == 2429
#endif
#if E14 == 2430
#endif
#if E14 == 2431
#endif
#if E14 == 2432
#endif
#if E14 == 2433
#endif
#if E14 == 2434
#endif
#if E14 == 2435
#endif
#if E14 == 2436
#endif
#if E14 == 2437
#endif
#if E14 == 2438
#endif
#if E14 == 2439
#endif
#if E14 == 2440
#endif
#if E14 == 2441
#endif
#if E14 == 2442
#endif
#if E14 == 2443
#endif
#if E14 == 2444
#endif
#if E14 == 2445
#endif
#if E14 == 2446
#endif
#if E14 == 2447
#endif
#if E14 == 2448
#endif
#if E14 == 2449
#endif
#if E14 == 2450
#endif
#if E14 == 2451
#endif
#if E14 == 2452
#endif
#if E14 == 2453
#endif
#if E14 == 2454
#endif
#if E14 == 2455
#endif
#if E14 == 2456
#endif
#if E14 == 2457
#endif
#if E14 == 2458
#endif
#if E14 == 2459
#endif
#if E14 == 2460
#endif
#if E14 == 2461
#endif
#if E14 == 2462
#endif
#if E14 == 2463
#endif
#if E14 == 2464
#endif
#if E14 == 2465
#endif
#if E14 == 2466
#endif
#if E14 == 2467
#endif
#if E14 == 2468
#endif
#if E14 == 2469
#endif
#if E14 == 2470
#endif
#if E14 == 2471
#endif
#if E14 == 2472
#endif
#if E14 == 2473
#endif
#if E14 == 2474
#endif
#if E14 == 2475
#endif
#if E14 == 2476
#endif
#if E14 == 2477
#endif
#if E14 == 2478
#endif
#if E14 == 2479
#endif
#if E14 == 2480
#endif
#if E14 == 2481
#endif
#if E14 == 2482
#endif
#if E14 == 2483
#endif
#if E14 == 2484
#endif
#if E14 == 2485
#endif
#if E14 == 2486
#endif
#if E14 == 2487
#endif
#if E14 == 2488
#endif
#if E14 == 2489
#endif
#if E14 == 2490
#endif
#if E14 == 2491
#endif
#if E14 == 2492
#endif
#if E14 == 2493
#endif
#if E14 == 2494
#endif
#if E14 == 2495
#endif
#if E14 == 2496
#endif
#if E14 == 2497
#endif
#if E14 == 2498
#endif
#if E14 == 2499
#endif
#if E14 == 2500
#endif
#if E14 == 2501
#endif
#if E14 == 2502
#endif
#if E14 == 2503
#endif
#if E14 == 2504
#endif
#if E14 == 2505
#endif
#if E14 == 2506
#endif
#if E14 == 2507
#endif
#if E14 == 2508
#endif
#if E14 == 2509
#endif
#if E14 == 2510
#endif
#if E14 == 2511
#endif
#if E14 == 2512
#endif
#if E14 == 2513
#endif
#if E14 == 2514
#endif
#if E14 == 2515
#endif
#if E14 == 2516
#endif
#if E14 == 2517
#endif
#if E14 == 2518
#endif
#if E14 == 2519
#endif
#if E14 == 2520
#endif
#if E14 == 2521
#endif
#if E14 == 2522
#endif
#if E14 == 2523
#endif
#if E14 == 2524
#endif
#if E14 == 2525
#endif
#if E14 == 2526
#endif
#if E14 == 2527
#endif
#if E14 == 2528
#endif
#if E14 == 2529
#endif
#if E14 == 2530
#endif
#if E14 == 2531
#endif
#if E14 == 2532
#endif
#if E14 == 2533
#endif
#if E14 == 2534
#endif
#if E14 == 2535
#endif
#if E14 == 2536
#endif
#if E14 == 2537
#endif
#if E14 == 2538
#endif
#if E14 == 2539
#endif
#if E14 == 2540
#endif
#if E14 == 2541
#endif
#if E14 == 2542
#endif
#if E14 == 2543
#endif
#if E14 == 2544
#endif
#if E14 == 2545
#endif
#if E14 == 2546
#endif
#if E14 == 2547
#endif
#if E14 == 2548
#endif
#if E14 == 2549
#endif
#if E14 == 2550
#endif
#if E14 == 2551
#endif
#if E14 == 2552
#endif
#if E14 == 2553
#endif
#if E14 == 2554
#endif
#if E14 == 2555
#endif
#if E14 == 2556
#endif
#if E14 == 2557
#endif
#if E14 == 2558
#endif
#if E14 == 2559
#endif
#if E14 == 2560
#endif
#if E14 == 2561
#endif
#if E14 == 2562
#endif
#if E14 == 2563
#endif
#if E14 == 2564
#endif
#if E14 == 2565
#endif
#if E14 == 2566
#endif
#if E14 == 2567
#endif
#if E14 == 2568
#endif
#if E14 == 2569
#endif
#if E14 == 2570
#endif
#if E14 == 2571
#endif
#if E14 == 2572
#endif
#if E14 == 2573
#endif
#if E14 == 2574
#endif
#if E14 == 2575
#endif
#if E14 == 2576
#endif
#if E14 == 2577
#endif
#if E14 == 2578
#endif
#if E14 == 2579
#endif
#if E14 == 2580
#endif
#if E14 == 2581
#endif
#if E14 == 2582
#endif
#if E14 == 2583
#endif
#if E14 == 2584
#endif
#if E14 == 2585
#endif
#if E14 == 2586
#endif
#if E14 == 2587
#endif
#if E14 == 2588
#endif
#if E14 == 2589
#endif
#if E14 == 2590
#endif
#if E14 == 2591
#endif
#if E14 == 2592
#endif
#if E14 == 2593
#endif
#if E14 == 2594
#endif
#if E14 == 2595
#endif
#if E14 == 2596
#endif
#if E14 == 2597
#endif
#if E14 == 2598
#endif
#if E14 == 2599
#endif
#if E14 == 2600
#endif
#if E14 == 2601
#endif
#if E14 == 2602
#endif
#if E14 == 2603
#endif
#if E14 == 2604
#endif
#if E14 == 2605
#endif
#if E14 == 2606
#endif
#if E14 == 2607
#endif
#if E14 == 2608
#endif
#if E14 == 2609
#endif
#if E14 == 2610
#endif
#if E14 == 2611
#endif
#if E14 == 2612
#endif
#if E14 == 2613
#endif
#if E14 == 2614
#endif
#if E14 == 2615
#endif
#if E14 == 2616
#endif
#if E14 == 2617
#endif
#if E14 == 2618
#endif
#if E14 == 2619
#endif
#if E14 == 2620
#endif
#if E14 == 2621
#endif
#if E14 == 2622
#endif
#if E14 == 2623
#endif
#if E14 == 2624
#endif
#if E14 == 2625
#endif
#if E14 == 2626
#endif
#if E14 == 2627
#endif
#if E14 == 2628
#endif
#if E14 == 2629
#endif
#if E14 == 2630
#endif
#if E14 == 2631
#endif
#if E14 == 2632
#endif
#if E14 == 2633
#endif
#if E14 == 2634
#endif
#if E14 == 2635
#endif
#if E14 == 2636
#endif
#if E14 == 2637
#endif
#if E14 == 2638
#endif
#if E14 == 2639
#endif
#if E14 == 2640
#endif
#if E14 == 2641
#endif
#if E14 == 2642
#endif
#if E14 == 2643
#endif
#if E14 == 2644
#endif
#if E14 == 2645
#endif
#if E14 == 2646
#endif
#if E14 == 2647
#endif
#if E14 == 2648
#endif
#if E14 == 2649
#endif
#if E14 == 2650
#endif
#if E14 == 2651
#endif
#if E14 == 2652
#endif
#if E14 == 2653
#endif
#if E14 == 2654
#endif
#if E14 == 2655
#endif
#if E14 == 2656
#endif
#if E14 == 2657
#endif
#if E14 == 2658
#endif
#if E14 == 2659
#endif
#if E14 == 2660
#endif
#if E14 == 2661
#endif
#if E14 == 2662
#endif
#if E14 == 2663
#endif
#if E14 == 2664
#endif
#if E14 == 2665
#endif
#if E14 == 2666
#endif
#if E14 == 2667
#endif
#if E14 == 2668
#endif
#if E14 == 2669
#endif
#if E14 == 2670
#endif
#if E14 == 2671
#endif
#if E14 == 2672
#endif
#if E14 == 2673
#endif
#if E14 == 2674
#endif
#if E14 == 2675
#endif
#if E14 == 2676
#endif
#if E14 == 2677
#endif
#if E14 == 2678
#endif
#if E14 == 2679
#endif
#if E14 == 2680
#endif
#if E14 == 2681
#endif
#if E14 == 2682
#endif
#if E14 == 2683
#endif
#if E14 == 2684
#endif
#if E14 == 2685
#endif
#if E14 == 2686
#endif
#if E14 == 2687
#endif
#if E14 == 2688
#endif
#if E14 == 2689
#endif
#if E14 == 2690
#endif
#if E14 == 2691
#endif
#if E14 == 2692
#endif
#if E14 == 2693
#endif
#if E14 == 2694
#endif
#if E14 == 2695
#endif
#if E14 == 2696
#endif
#if E14 == 2697
#endif
#if E14 == 2698
#endif
#if E14 == 2699
#endif
#if E14 == 2700
#endif
#if E14 == 2701
#endif
#if E14 == 2702
#endif
#if E14 == 2703
#endif
#if E14 == 2704
#endif
#if E14 == 2705
#endif
#if E14 == 2706
#endif
#if E14 == 2707
#endif
#if E14 == 2708
#endif
#if E14 == 2709
#endif
#if E14 == 2710
#endif
#if E14 == 2711
#endif
#if E14 == 2712
#endif
#if E14 == 2713
#endif
#if E14 == 2714
#endif
#if E14 == 2715
#endif
#if E14 == 2716
#endif
#if E14 == 2717
#endif
#if E14 == 2718
#endif
#if E14 == 2719
#endif
#if E14 == 2720
#endif
#if E14 == 2721
#endif
#if E14 == 2722
#endif
#if E14 == 2723
#endif
#if E14 == 2724
#endif
#if E14 == 2725
#endif
#if E14 == 2726
#endif
#if E14 == 2727
#endif
#if E14 == 2728
#endif
#if E14 == 2729
#endif
#if E14 == 2730
#endif
#if E14 == 2731
#endif
#if E14 == 2732
#endif
#if E14 == 2733
#endif
#if E14 == 2734
#endif
#if E14 == 2735
#endif
#if E14 == 2736
#endif
#if E14 == 2737
#endif
#if E14 == 2738
#endif
#if E14 == 2739
#endif
#if E14 == 2740
#endif
#if E14 == 2741
#endif
#if E14 == 2742
#endif
#if E14 == 2743
#endif
#if E14 == 2744
#endif
#if E14 == 2745
#endif
#if E14 == 2746
#endif
#if E14 == 2747
#endif
#if E14 == 2748
#endif
#if E14 == 2749
#endif
#if E14 == 2750
#endif
#if E14 == 2751
#endif
#if E14 == 2752
#endif
#if E14 == 2753
#endif
#if E14 == 2754
#endif
#if E14 == 2755
#endif
#if E14 == 2756
#endif
#if E14 == 2757
#endif
#if E14 == 2758
#endif
#if E14 == 2759
#endif
#if E14 == 2760
#endif
#if E14 == 2761
#endif
#if E14 == 2762
#endif
#if E14 == 2763
#endif
#if E14 == 2764
#endif
#if E14 == 2765
#endif
#if E14 == 2766
#endif
#if E14 == 2767
#endif
#if E14 == 2768
#endif
#if E14 == 2769
#endif
#if E14 == 2770
#endif
#if E14 == 2771
#endif
#if E14 == 2772
#endif
#if E14 == 2773
#endif
#if E14 == 2774
#endif
#if E14 == 2775
#endif
#if E14 == 2776
#endif
#if E14 == 2777
#endif
#if E14 == 2778
#endif
#if E14 == 2779
#endif
#if E14 == 2780
#endif
#if E14 == 2781
#endif
#if E14 == 2782
#endif
#if E14 == 2783
#endif
#if E14 == 2784
#endif
#if E14 == 2785
#endif
#if E14 == 2786
#endif
#if E14 == 2787
#endif
#if E14 == 2788
#endif
#if E14 == 2789
#endif
#if E14 == 2790
#endif
#if E14 == 2791
#endif
#if E14 == 2792
#endif
#if E14 == 2793
#endif
#if E14 == 2794
#endif
#if E14 == 2795
#endif
#if E14 == 2796
#endif
#if E14 == 2797
#endif
#if E14 == 2798
#endif
#if E14 == 2799
#endif
#if E14 == 2800
#endif
#if E14 == 2801
#endif
#if E14 == 2802
#endif
#if E14 == 2803
#endif
#if E14 == 2804
#endif
#if E14 == 2805
#endif
#if E14 == 2806
#endif
#if E14 == 2807
#endif
#if E14 == 2808
#endif
#if E14 == 2809
#endif
#if E14 == 2810
#endif
#if E14 == 2811
#endif
#if E14 == 2812
#endif
#if E14 == 2813
#endif
#if E14 == 2814
#endif
#if E14 == 2815
#endif
#if E14 == 2816
#endif
#if E14 == 2817
#endif
#if E14 == 2818
#endif
#if E14 == 2819
#endif
#if E14 == 2820
#endif
#if E14 == 2821
#endif
#if E14 == 2822
#endif
#if E14 == 2823
#endif
#if E14 == 2824
#endif
#if E14 == 2825
#endif
#if E14 == 2826
#endif
#if E14 == 2827
#endif
#if E14 == 2828
#endif
#if E14 == 2829
#endif
#if E14 == 2830
#endif
#if E14 == 2831
#endif
#if E14 == 2832
#endif
#if E14 == 2833
#endif
#if E14 == 2834
#endif
#if E14 == 2835
#endif
#if E14 == 2836
#endif
#if E14 == 2837
#endif
#if E14 == 2838
#endif
#if E14 == 2839
#endif
#if E14 == 2840
#endif
#if E14 == 2841
#endif
#if E14 == 2842
#endif
#if E14 == 2843
#endif
#if E14 == 2844
#endif
#if E14 == 2845
#endif
#if E14 == 2846
#endif
#if E14 == 2847
#endif
#if E14 == 2848
#endif
#if E14 == 2849
#endif
#if E14 == 2850
#endif
#if E14 == 2851
#endif
#if E14 == 2852
#endif
#if E14 == 2853
#endif
#if E14 == 2854
#endif
#if E14 == 2855
#endif
#if E14 == 2856
#endif
#if E14 == 2857
#endif
#if E14 == 2858
#endif
#if E14 == 2859
#endif
#if E14 == 2860
#endif
#if E14 == 2861
#endif
#if E14 == 2862
#endif
#if E14 == 2863
#endif
#if E14 == 2864
#endif
#if E14 == 2865
#endif
#if E14 == 2866
#endif
#if E14 == 2867
#endif
#if E14 == 2868
#endif
#if E14 == 2869
#endif
#if E14 == 2870
#endif
#if E14 == 2871
#endif
#if E14 == 2872
#endif
#if E14 == 2873
#endif
#if E14 == 2874
#endif
#if E14 == 2875
#endif
#if E14 == 2876
#endif
#if E14 == 2877
#endif
#if E14 == 2878
#endif
#if E14 == 2879
#endif
#if E14 == 2880
#endif
#if E14 == 2881
#endif
#if E14 == 2882
#endif
#if E14 == 2883
#endif
#if E14 == 2884
#endif
#if E14 == 2885
#endif
#if E14 == 2886
#endif
#if E14 == 2887
#endif
#if E14 == 2888
#endif
#if E14 == 2889
#endif
#if E14 == 2890
#endif
#if E14 == 2891
#endif
#if E14 == 2892
#endif
#if E14 == 2893
#endif
#if E14 == 2894
#endif
#if E14 == 2895
#endif
#if E14 == 2896
#endif
#if E14 == 2897
#endif
#if E14 == 2898
#endif
#if E14 == 2899
#endif
#if E14 == 2900
#endif
#if E14 == 2901
#endif
#if E14 == 2902
#endif
#if E14 == 2903
#endif
#if E14 == 2904
#endif
#if E14 == 2905
#endif
#if E14 == 2906
#endif
#if E14 == 2907
#endif
#if E14 == 2908
#endif
#if E14 == 2909
#endif
#if E14 == 2910
#endif
#if E14 == 2911
#endif
#if E14 == 2912
#endif
#if E14 == 2913
#endif
#if E14 == 2914
#endif
#if E14 == 2915
#endif
#if E14 == 2916
#endif
#if E14 == 2917
#endif
#if E14 == 2918
#endif
#if E14 == 2919
#endif
#if E14 == 2920
#endif
#if E14 == 2921
#endif
#if E14 == 2922
#endif
#if E14 == 2923
#endif
#if E14 == 2924
#endif
#if E14 == 2925
#endif
#if E14 == 2926
#endif
#if E14 == 2927
#endif
#if E14 == 2928
#endif
#if E14 == 2929
#endif
#if E14 == 2930
#endif
#if E14 == 2931
#endif
#if E14 == 2932
#endif
#if E14 == 2933
#endif
#if E14 == 2934
#endif
#if E14 == 2935
#endif
#if E14 == 2936
#endif
#if E14 == 2937
#endif
#if E14 == 2938
#endif
#if E14 == 2939
#endif
#if E14 == 2940
#endif
#if E14 == 2941
#endif
#if E14 == 2942
#endif
#if E14 == 2943
#endif
#if E14 == 2944
#endif
#if E14 == 2945
#endif
#if E14 == 2946
#endif
#if E14 == 2947
#endif
#if E14 == 2948
#endif
#if E14 == 2949
#endif
#if E14 == 2950
#endif
#if E14 == 2951
#endif
#if E14 == 2952
#endif
#if E14 == 2953
#endif
#if E14 == 2954
#endif
#if E14 == 2955
#endif
#if E14 == 2956
#endif
#if E14 == 2957
#endif
#if E14 == 2958
#endif
#if E14 == 2959
#endif
#if E14 == 2960
#endif
#if E14 == 2961
#endif
#if E14 == 2962
#endif
#if E14 == 2963
#endif
#if E14 == 2964
#endif
#if E14 == 2965
#endif
#if E14 == 2966
#endif
#if E14 == 2967
#endif
#if E14 == 2968
#endif
#if E14 == 2969
#endif
#if E14 == 2970
#endif
#if E14 == 2971
#endif
#if E14 == 2972
#endif
#if E14 == 2973
#endif
#if E14 == 2974
#endif
#if E14 == 2975
#endif
#if E14 == 2976
#endif
#if E14 == 2977
#endif
#if E14 == 2978
#endif
#if E14 == 2979
#endif
#if E14 == 2980
#endif
#if E14 == 2981
#endif
#if E14 == 2982
#endif
#if E14 == 2983
#endif
#if E14 == 2984
#endif
#if E14 == 2985
#endif
#if E14 == 2986
#endif
#if E14 == 2987
#endif
#if E14 == 2988
#endif
#if E14 == 2989
#endif
#if E14 == 2990
#endif
#if E14 == 2991
#endif
#if E14 == 2992
#endif
#if E14 == 2993
#endif
#if E14 == 2994
#endif
#if E14 == 2995
#endif
#if E14 == 2996
#endif
#if E14 == 2997
#endif
#if E14 == 2998
#endif
#if E14 == 2999
#endif
#if E14 == 3000
#endif
#if E14 == 3001
#endif
#if E14 == 3002
#endif
#if E14 == 3003
#endif
#if E14 == 3004
#endif
#if E14 == 3005
#endif
#if E14 == 3006
#endif
#if E14 == 3007
#endif
#if E14 == 3008
#endif
#if E14 == 3009
#endif
#if E14 == 3010
#endif
#if E14 == 3011
#endif
#if E14 == 3012
#endif
#if E14 == 3013
#endif
#if E14 == 3014
#endif
#if E14 == 3015
#endif
#if E14 == 3016
#endif
#if E14 == 3017
#endif
#if E14 == 3018
#endif
#if E14 == 3019
#endif
#if E14 == 3020
#endif
#if E14 == 3021
#endif
#if E14 == 3022
#endif
#if E14 == 3023
#endif
#if E14 == 3024
#endif
#if E14 == 3025
#endif
#if E14 == 3026
#endif
#if E14 == 3027
#endif
#if E14 == 3028
#endif
#if E14 == 3029
#endif
#if E14 == 3030
#endif
#if E14 == 3031
#endif
#if E14 == 3032
#endif
#if E14 == 3033
#endif
#if E14 == 3034
#endif
#if E14 == 3035
#endif
#if E14 == 3036
#endif
#if E14 == 3037
#endif
#if E14 == 3038
#endif
#if E14 == 3039
#endif
#if E14 == 3040
#endif
#if E14 == 3041
#endif
#if E14 == 3042
#endif
#if E14 == 3043
#endif
#if E14 == 3044
#endif
#if E14 == 3045
#endif
#if E14 == 3046
#endif
#if E14 == 3047
#endif
#if E14 == 3048
#endif
#if E14 == 3049
#endif
#if E14 == 3050
#endif
#if E14 == 3051
#endif
#if E14 == 3052
#endif
#if E14 == 3053
#endif
#if E14 == 3054
#endif
#if E14 == 3055
#endif
#if E14 == 3056
#endif
#if E14 == 3057
#endif
#if E14 == 3058
#endif
#if E14 == 3059
#endif
#if E14 == 3060
#endif
#if E14 == 3061
#endif
#if E14 == 3062
#endif
#if E14 == 3063
#endif
#if E14 == 3064
#endif
#if E14 == 3065
#endif
#if E14 == 3066
#endif
#if E14 == 3067
#endif
#if E14 == 3068
#endif
#if E14 == 3069
#endif
#if E14 == 3070
#endif
#if E14 == 3071
#endif
#if E14 == 3072
#endif
#if E14 == 3073
#endif
#if E14 == 3074
#endif
#if E14 == 3075
#endif
#if E14 == 3076
#endif
#if E14 == 3077
#endif
#if E14 == 3078
#endif
#if E14 == 3079
#endif
#if E14 == 3080
#endif
#if E14 == 3081
#endif
#if E14 == 3082
#endif
#if E14 == 3083
#endif
#if E14 == 3084
#endif
#if E14 == 3085
#endif
#if E14 == 3086
#endif
#if E14 == 3087
#endif
#if E14 == 3088
#endif
#if E14 == 3089
#endif
#if E14 == 3090
#endif
#if E14 == 3091
#endif
#if E14 == 3092
#endif
#if E14 == 3093
#endif
#if E14 == 3094
#endif
#if E14 == 3095
#endif
#if E14 == 3096
#endif
#if E14 == 3097
#endif
#if E14 == 3098
#endif
#if E14 == 3099
#endif
#if E14 == 3100
#endif
#if E14 == 3101
#endif
#if E14 == 3102
#endif
#if E14 == 3103
#endif
#if E14 == 3104
#endif
#if E14 == 3105
#endif
#if E14 == 3106
#endif
#if E14 == 3107
#endif
#if E14 == 3108
#endif
#if E14 == 3109
#endif
#if E14 == 3110
#endif
#if E14 == 3111
#endif
#if E14 == 3112
#endif
#if E14 == 3113
#endif
#if E14 == 3114
#endif
#if E14 == 3115
#endif
#if E14 == 3116
#endif
#if E14 == 3117
#endif
#if E14 == 3118
#endif
#if E14 == 3119
#endif
#if E14 == 3120
#endif
#if E14 == 3121
#endif
#if E14 == 3122
#endif
#if E14 == 3123
#endif
#if E14 == 3124
#endif
#if E14 == 3125
#endif
#if E14 == 3126
#endif
#if E14 == 3127
#endif
#if E14 == 3128
#endif
#if E14 == 3129
#endif
#if E14 == 3130
#endif
#if E14 == 3131
#endif
#if E14 == 3132
#endif
#if E14 == 3133
#endif
#if E14 == 3134
#endif
#if E14 == 3135
#endif
#if E14 == 3136
#endif
#if E14 == 3137
#endif
#if E14 == 3138
#endif
#if E14 == 3139
#endif
#if E14 == 3140
#endif
#if E14 == 3141
#endif
#if E14 == 3142
#endif
#if E14 == 3143
#endif
#if E14 == 3144
#endif
#if E14 == 3145
#endif
#if E14 == 3146
#endif
#if E14 == 3147
#endif
#if E14 == 3148
#endif
#if E14 == 3149
#endif
#if E14 == 3150
#endif
#if E14 == 3151
#endif
#if E14 == 3152
#endif
#if E14 == 3153
#endif
#if E14 == 3154
#endif
#if E14 == 3155
#endif
#if E14 == 3156
#endif
#if E14 == 3157
#endif
#if E14 == 3158
#endif
#if E14 == 3159
#endif
#if E14 == 3160
#endif
#if E14 == 3161
#endif
#if E14 == 3162
#endif
#if E14 == 3163
#endif
#if E14 == 3164
#endif
#if E14 == 3165
#endif
#if E14 == 3166
#endif
#if E14 == 3167
#endif
#if E14 == 3168
#endif
#if E14 == 3169
#endif
#if E14 == 3170
#endif
#if E14 == 3171
#endif
#if E14 == 3172
#endif
#if E14 == 3173
#endif
#if E14 == 3174
#endif
#if E14 == 3175
#endif
#if E14 == 3176
#endif
#if E14 == 3177
#endif
#if E14 == 3178
#endif
#if E14 == 3179
#endif
#if E14 == 3180
#endif
#if E14 == 3181
#endif
#if E14 == 3182
#endif
#if E14 == 3183
#endif
#if E14 == 3184
#endif
#if E14 == 3185
#endif
#if E14 == 3186
#endif
#if E14 == 3187
#endif
#if E14 == 3188
#endif
#if E14 == 3189
#endif
#if E14 == 3190
#endif
#if E14 == 3191
#endif
#if E14 == 3192
#endif
#if E14 == 3193
#endif
#if E14 == 3194
#endif
#if E14 == 3195
#endif
#if E14 == 3196
#endif
#if E14 == 3197
#endif
#if E14 == 3198
#endif
#if E14 == 3199
#endif
#if E14 == 3200
#endif
#if E14 == 3201
#endif
#if E14 == 3202
#endif
#if E14 == 3203
#endif
#if E14 == 3204
#endif
#if E14 == 3205
#endif
#if E14 == 3206
#endif
#if E14 == 3207
#endif
#if E14 == 3208
#endif
#if E14 == 3209
#endif
#if E14 == 3210
#endif
#if E14 == 3211
#endif
#if E14 == 3212
#endif
#if E14 == 3213
#endif
#if E14 == 3214
#endif
#if E14 == 3215
#endif
#if E14 == 3216
#endif
#if E14 == 3217
#endif
#if E14 == 3218
#endif
#if E14 == 3219
#endif
#if E14 == 3220
#endif
#if E14 == 3221
#endif
#if E14 == 3222
#endif
#if E14 == 3223
#endif
#if E14 == 3224
#endif
#if E14 == 3225
#endif
#if E14 == 3226
#endif
#if E14 == 3227
#endif
#if E14 == 3228
#endif
#if E14 == 3229
#endif
#if E14 == 3230
#endif
#if E14 == 3231
#endif
#if E14 == 3232
#endif
#if E14 == 3233
#endif
#if E14 == 3234
#endif
#if E14 == 3235
#endif
#if E14 == 3236
#endif
#if E14 == 3237
#endif
#if E14 == 3238
#endif
#if E14 == 3239
#endif
#if E14 == 3240
#endif
#if E14 == 3241
#endif
#if E14 == 3242
#endif
#if E14 == 3243
#endif
#if E14 == 3244
#endif
#if E14 == 3245
#endif
#if E14 == 3246
#endif
#if E14 == 3247
#endif
#if E14 == 3248
#endif
#if E14 == 3249
#endif
#if E14 == 3250
#endif
#if E14 == 3251
#endif
#if E14 == 3252
#endif
#if E14 == 3253
#endif
#if E14 == 3254
#endif
#if E14 == 3255
#endif
#if E14 == 3256
#endif
#if E14 == 3257
#endif
#if E14 == 3258
#endif
#if E14 == 3259
#endif
#if E14 == 3260
#endif
#if E14 == 3261
#endif
#if E14 == 3262
#endif
#if E14 == 3263
#endif
#if E14 == 3264
#endif
#if E14 == 3265
#endif
#if E14 == 3266
#endif
#if E14 == 3267
#endif
#if E14 == 3268
#endif
#if E14 == 3269
#endif
#if E14 == 3270
#endif
#if E14 == 3271
#endif
#if E14 == 3272
#endif
#if E14 == 3273
#endif
#if E14 == 3274
#endif
#if E14 == 3275
#endif
#if E14 == 3276
#endif
#if E14 == 3277
#endif
#if E14 == 3278
#endif
#if E14 == 3279
#endif
#if E14 == 3280
#endif
#if E14 == 3281
#endif
#if E14 == 3282
#endif
#if E14 == 3283
#endif
#if E14 == 3284
#endif
#if E14 == 3285
#endif
#if E14 == 3286
#endif
#if E14 == 3287
#endif
#if E14 == 3288
#endif
#if E14 == 3289
#endif
#if E14 == 3290
#endif
#if E14 == 3291
#endif
#if E14 == 3292
#endif
#if E14 == 3293
#endif
#if E14 == 3294
#endif
#if E14 == 3295
#endif
#if E14 == 3296
#endif
#if E14 == 3297
#endif
#if E14 == 3298
#endif
#if E14 == 3299
#endif
#if E14 == 3300
#endif
#if E14 == 3301
#endif
#if E14 == 3302
#endif
#if E14 == 3303
#endif
#if E14 == 3304
#endif
#if E14 == 3305
#endif
#if E14 == 3306
#endif
#if E14 == 3307
#endif
#if E14 == 3308
#endif
#if E14 == 3309
#endif
#if E14 == 3310
#endif
#if E14 == 3311
#endif
#if E14 == 3312
#endif
#if E14 == 3313
#endif
#if E14 == 3314
#endif
#if E14 == 3315
#endif
#if E14 == 3316
#endif
#if E14 == 3317
#endif
#if E14 == 3318
#endif
#if E14 == 3319
#endif
#if E14 == 3320
#endif
#if E14 == 3321
#endif
#if E14 == 3322
#endif
#if E14 == 3323
#endif
#if E14 == 3324
#endif
#if E14 == 3325
#endif
#if E14 == 3326
#endif
#if E14 == 3327
#endif
#if E14 == 3328
#endif
#if E14 == 3329
#endif
#if E14 == 3330
#endif
#if E14 == 3331
#endif
#if E14 == 3332
#endif
#if E14 == 3333
#endif
#if E14 == 3334
#endif
#if E14 == 3335
#endif
#if E14 == 3336
#endif
#if E14 == 3337
#endif
#if E14 == 3338
#endif
#if E14 == 3339
#endif
#if E14 == 3340
#endif
#if E14 == 3341
#endif
#if E14 == 3342
#endif
#if E14 == 3343
#endif
#if E14 == 3344
#endif
#if E14 == 3345
#endif
#if E14 == 3346
#endif
#if E14 == 3347
#endif
#if E14 == 3348
#endif
#if E14 == 3349
#endif
#if E14 == 3350
#endif
#if E14 == 3351
#endif
#if E14 == 3352
#endif
#if E14 == 3353
#endif
#if E14 == 3354
#endif
#if E14 == 3355
#endif
#if E14 == 3356
#endif
#if E14 == 3357
#endif
#if E14 == 3358
#endif
#if E14 == 3359
#endif
#if E14 == 3360
#endif
#if E14 == 3361
#endif
#if E14 == 3362
#endif
#if E14 == 3363
#endif
#if E14 == 3364
#endif
#if E14 == 3365
#endif
#if E14 == 3366
#endif
#if E14 == 3367
#endif
#if E14 == 3368
#endif
#if E14 == 3369
#endif
#if E14 == 3370
#endif
#if E14 == 3371
#endif
#if E14 == 3372
#endif
#if E14 == 3373
#endif
#if E14 == 3374
#endif
#if E14 == 3375
#endif
#if E14 == 3376
#endif
#if E14 == 3377
#endif
#if E14 == 3378
#endif
#if E14 == 3379
#endif
#if E14 == 3380
#endif
#if E14 == 3381
#endif
#if E14 == 3382
#endif
#if E14 == 3383
#endif
#if E14 == 3384
#endif
#if E14 == 3385
#endif
#if E14 == 3386
#endif
#if E14 == 3387
#endif
#if E14 == 3388
#endif
#if E14 == 3389
#endif
#if E14 == 3390
#endif
#if E14 == 3391
#endif
#if E14 == 3392
#endif
#if E14 == 3393
#endif
#if E14 == 3394
#endif
#if E14 == 3395
#endif
#if E14 == 3396
#endif
#if E14 == 3397
#endif
#if E14 == 3398
#endif
#if E14 == 3399
#endif
#if E14 == 3400
#endif
#if E14 == 3401
#endif
#if E14 == 3402
#endif
#if E14 == 3403
#endif
#if E14 == 3404
#endif
#if E14 == 3405
#endif
#if E14 == 3406
#endif
#if E14 == 3407
#endif
#if E14 == 3408
#endif
#if E14 == 3409
#endif
#if E14 == 3410
#endif
#if E14 == 3411
#endif
#if E14 == 3412
#endif
#if E14 == 3413
#endif
#if E14 == 3414
#endif
#if E14 == 3415
#endif
#if E14 == 3416
#endif
#if E14 == 3417
#endif
#if E14 == 3418
#endif
#if E14 == 3419
#endif
#if E14 == 3420
#endif
#if E14 == 3421
#endif
#if E14 == 3422
#endif
#if E14 == 3423
#endif
#if E14 == 3424
#endif
#if E14 == 3425
#endif
#if E14 == 3426
#endif
#if E14 == 3427
#endif
#if E14 == 3428
#endif
#if E14 == 3429
#endif
#if E14 == 3430
#endif
#if E14 == 3431
#endif
#if E14 == 3432
#endif
#if E14 == 3433
#endif
#if E14 == 3434
#endif
#if E14 == 3435
#endif
#if E14 == 3436
#endif
#if E14 == 3437
#endif
#if E14 == 3438
#endif
#if E14 == 3439
#endif
#if E14 == 3440
#endif
#if E14 == 3441
#endif
#if E14 == 3442
#endif
#if E14 == 3443
#endif
#if E14 == 3444
#endif
#if E14 == 3445
#endif
#if E14 == 3446
#endif
#if E14 == 3447
#endif
#if E14 == 3448
#endif
#if E14 == 3449
#endif
#if E14 == 3450
#endif
#if E14 == 3451
#endif
#if E14 == 3452
#endif
#if E14 == 3453
#endif
#if E14 == 3454
#endif
#if E14 == 3455
#endif
#if E14 == 3456
#endif
#if E14 == 3457
#endif
#if E14 == 3458
#endif
#if E14 == 3459
#endif
#if E14 == 3460
#endif
#if E14 == 3461
#endif
#if E14 == 3462
#endif
#if E14 == 3463
#endif
#if E14 == 3464
#endif
#if E14 == 3465
#endif
#if E14 == 3466
#endif
#if E14 == 3467
#endif
#if E14 == 3468
#endif
#if E14 == 3469
#endif
#if E14 == 3470
#endif
#if E14 == 3471
#endif
#if E14 == 3472
#endif
#if E14 == 3473
#endif
#if E14 == 3474
#endif
#if E14 == 3475
#endif
#if E14 == 3476
#endif
#if E14 == 3477
#endif
#if E14 == 3478
#endif
#if E14 == 3479
#endif
#if E14 == 3480
#endif
#if E14 == 3481
#endif
#if E14 == 3482
#endif
#if E14 == 3483
#endif
#if E14 == 3484
#endif
#if E14 == 3485
#endif
#if E14 == 3486
#endif
#if E14 == 3487
#endif
#if E14 == 3488
#endif
#if E14 == 3489
#endif
#if E14 == 3490
#endif
#if E14 == 3491
#endif
#if E14 == 3492
#endif
#if E14 == 3493
#endif
#if E14 == 3494
#endif
#if E14 == 3495
#endif
#if E14 == 3496
#endif
#if E14 == 3497
#endif
#if E14 == 3498
#endif
#if E14 == 3499
#endif
#if E14 == 3500
#endif
#if E14 == 3501
#endif
#if E14 == 3502
#endif
#if E14 == 3503
#endif
#if E14 == 3504
#endif
#if E14 == 3505
#endif
#if E14 == 3506
#endif
#if E14 == 3507
#endif
#if E14 == 3508
#endif
#if E14 == 3509
#endif
#if E14 == 3510
#endif
#if E14 == 3511
#endif
#if E14 == 3512
#endif
#if E14 == 3513
#endif
#if E14 == 3514
#endif
#if E14 == 3515
#endif
#if E14 == 3516
#endif
#if E14 == 3517
#endif
#if E14 == 3518
#endif
#if E14 == 3519
#endif
#if E14 == 3520
#endif
#if E14 == 3521
#endif
#if E14 == 3522
#endif
#if E14 == 3523
#endif
#if E14 == 3524
#endif
#if E14 == 3525
#endif
#if E14 == 3526
#endif
#if E14 == 3527
#endif
#if E14 == 3528
#endif
#if E14 == 3529
#endif
#if E14 == 3530
#endif
#if E14 == 3531
#endif
#if E14 == 3532
#endif
#if E14 == 3533
#endif
#if E14 == 3534
#endif
#if E14 == 3535
#endif
#if E14 == 3536
#endif
#if E14 == 3537
#endif
#if E14 == 3538
#endif
#if E14 == 3539
#endif
#if E14 == 3540
#endif
#if E14 == 3541
#endif
#if E14 == 3542
#endif
#if E14 == 3543
#endif
#if E14 == 3544
#endif
#if E14 == 3545
#endif
#if E14 == 3546
#endif
#if E14 == 3547
#endif
#if E14 == 3548
#endif
#if E14 == 3549
#endif
#if E14 == 3550
#endif
#if E14 == 3551
#endif
#if E14 == 3552
#endif
#if E14 == 3553
#endif
#if E14 == 3554
#endif
#if E14 == 3555
#endif
#if E14 == 3556
#endif
#if E14 == 3557
#endif
#if E14 == 3558
#endif
#if E14 == 3559
#endif
#if E14 == 3560
#endif
#if E14 == 3561
#endif
#if E14 == 3562
#endif
#if E14 == 3563
#endif
#if E14 == 3564
#endif
#if E14 == 3565
#endif
#if E14 == 3566
#endif
#if E14 == 3567
#endif
#if E14 == 3568
#endif
#if E14 == 3569
#endif
#if E14 == 3570
#endif
#if E14 == 3571
#endif
#if E14 == 3572
#endif
#if E14 == 3573
#endif
#if E14 == 3574
#endif
#if E14 == 3575
#endif
#if E14 == 3576
#endif
#if E14 == 3577
#endif
#if E14 == 3578
#endif
#if E14 == 3579
#endif
#if E14 == 3580
#endif
#if E14 == 3581
#endif
#if E14 == 3582
#endif
#if E14 == 3583
#endif
#if E14 == 3584
#endif
#if E14 == 3585
#endif
#if E14 == 3586
#endif
#if E14 == 3587
#endif
#if E14 == 3588
#endif
#if E14 == 3589
#endif
#if E14 == 3590
#endif
#if E14 == 3591
#endif
#if E14 == 3592
#endif
#if E14 == 3593
#endif
#if E14 == 3594
#endif
#if E14 == 3595
#endif
#if E14 == 3596
#endif
#if E14 == 3597
#endif
#if E14 == 3598
#endif
#if E14 == 3599
#endif
#if E14 == 3600
#endif
#if E14 == 3601
#endif
#if E14 == 3602
#endif
#if E14 == 3603
#endif
#if E14 == 3604
#endif
#if E14 == 3605
#endif
#if E14 == 3606
#endif
#if E14 == 3607
#endif
#if E14 == 3608
#endif
#if E14 == 3609
#endif
#if E14 == 3610
#endif
#if E14 == 3611
#endif
#if E14 == 3612
#endif
#if E14 == 3613
#endif
#if E14 == 3614
#endif
#if E14 == 3615
#endif
#if E14 == 3616
#endif
#if E14 == 3617
#endif
#if E14 == 3618
#endif
#if E14 == 3619
#endif
#if E14 == 3620
#endif
#if E14 == 3621
#endif
#if E14 == 3622
#endif
#if E14 == 3623
#endif
#if E14 == 3624
#endif
#if E14 == 3625
#endif
#if E14 == 3626
#endif
#if E14 == 3627
#endif
#if E14 == 3628
#endif
#if E14 == 3629
#endif
#if E14 == 3630
#endif
#if E14 == 3631
#endif
#if E14 == 3632
#endif
#if E14 == 3633
#endif
#if E14 == 3634
#endif
#if E14 == 3635
#endif
#if E14 == 3636
#endif
#if E14 == 3637
#endif
#if E14 == 3638
#endif
#if E14 == 3639
#endif
#if E14 == 3640
#endif
#if E14 == 3641
#endif
#if E14 == 3642
#endif
#if E14 == 3643
#endif
#if E14 == 3644
#endif
#if E14 == 3645
#endif
#if E14 == 3646
#endif
#if E14 == 3647
#endif
#if E14 == 3648
#endif
#if E14 == 3649
#endif
#if E14 == 3650
#endif
#if E14 == 3651
#endif
#if E14 == 3652
#endif
#if E14 == 3653
#endif
#if E14 == 3654
#endif
#if E14 == 3655
#endif
#if E14 == 3656
#endif
#if E14 == 3657
#endif
#if E14 == 3658
#endif
#if E14 == 3659
#endif
#if E14 == 3660
#endif
#if E14 == 3661
#endif
#if E14 == 3662
#endif
#if E14 == 3663
#endif
#if E14 == 3664
#endif
#if E14 == 3665
#endif
#if E14 == 3666
#endif
#if E14 == 3667
#endif
#if E14 == 3668
#endif
#if E14 == 3669
#endif
#if E14 == 3670
#endif
#if E14 == 3671
#endif
#if E14 == 3672
#endif
#if E14 == 3673
#endif
#if E14 == 3674
#endif
#if E14 == 3675
#endif
#if E14 == 3676
#endif
#if E14 == 3677
#endif
#if E14 == 3678
#endif
#if E14 == 3679
#endif
#if E14 == 3680
#endif
#if E14 == 3681
#endif
#if E14 == 3682
#endif
#if E14 == 3683
#endif
#if E14 == 3684
#endif
#if E14 == 3685
#endif
#if E14 == 3686
#endif
#if E14 == 3687
#endif
#if E14 == 3688
#endif
#if E14 == 3689
#endif
#if E14 == 3690
#endif
#if E14 == 3691
#endif
#if E14 == 3692
#endif
#if E14 == 3693
#endif
#if E14 == 3694
#endif
#if E14 == 3695
#endif
#if E14 == 3696
#endif
#if E14 == 3697
#endif
#if E14 == 3698
#endif
#if E14 == 3699
#endif
#if E14 == 3700
#endif
#if E14 == 3701
#endif
#if E14 == 3702
#endif
#if E14 == 3703
#endif
#if E14 == 3704
#endif
#if E14 == 3705
#endif
#if E14 == 3706
#endif
#if E14 == 3707
#endif
#if E14 == 3708
#endif
#if E14 == 3709
#endif
#if E14 == 3710
#endif
#if E14 == 3711
#endif
#if E14 == 3712
#endif
#if E14 == 3713
#endif
#if E14 == 3714
#endif
#if E14 == 3715
#endif
#if E14 == 3716
#endif
#if E14 == 3717
#endif
#if E14 == 3718
#endif
#if E14 == 3719
#endif
#if E14 == 3720
#endif
#if E14 == 3721
#endif
#if E14 == 3722
#endif
#if E14 == 3723
#endif
#if E14 == 3724
#endif
#if E14 == 3725
#endif
#if E14 == 3726
#endif
#if E14 == 3727
#endif
#if E14 == 3728
#endif
#if E14 == 3729
#endif
#if E14 == 3730
#endif
#if E14 == 3731
#endif
#if E14 == 3732
#endif
#if E14 == 3733
#endif
#if E14 == 3734
#endif
#if E14 == 3735
#endif
#if E14 == 3736
#endif
#if E14 == 3737
#endif
#if E14 == 3738
#endif
#if E14 == 3739
#endif
#if E14 == 3740
#endif
#if E14 == 3741
#endif
#if E14 == 3742
#endif
#if E14 == 3743
#endif
#if E14 == 3744
#endif
#if E14 == 3745
#endif
#if E14 == 3746
#endif
#if E14 == 3747
#endif
#if E14 == 3748
#endif
#if E14 == 3749
#endif
#if E14 == 3750
#endif
#if E14 == 3751
#endif
#if E14 == 3752
#endif
#if E14 == 3753
#endif
#if E14 == 3754
#endif
#if E14 == 3755
#endif
#if E14 == 3756
#endif
#if E14 == 3757
#endif
#if E14 == 3758
#endif
#if E14 == 3759
#endif
#if E14 == 3760
#endif
#if E14 == 3761
#endif
#if E14 == 3762
#endif
#if E14 == 3763
#endif
#if E14 == 3764
#endif
#if E14 == 3765
#endif
#if E14 == 3766
#endif
#if E14 == 3767
#endif
#if E14 == 3768
#endif
#if E14 == 3769
#endif
#if E14 == 3770
#endif
#if E14 == 3771
#endif
#if E14 == 3772
#endif
#if E14 == 3773
#endif
#if E14 == 3774
#endif
#if E14 == 3775
#endif
#if E14 == 3776
#endif
#if E14 == 3777
#endif
#if E14 == 3778
#endif
#if E14 == 3779
#endif
#if E14 == 3780
#endif
#if E14 == 3781
#endif
#if E14 == 3782
#endif
#if E14 == 3783
#endif
#if E14 == 3784
#endif
#if E14 == 3785
#endif
#if E14 == 3786
#endif
#if E14 == 3787
#endif
#if E14 == 3788
#endif
#if E14 == 3789
#endif
#if E14 == 3790
#endif
#if E14 == 3791
#endif
#if E14 == 3792
#endif
#if E14 == 3793
#endif
#if E14 == 3794
#endif
#if E14 == 3795
#endif
#if E14 == 3796
#endif
#if E14 == 3797
#endif
#if E14 == 3798
#endif
#if E14 == 3799
#endif
#if E14 == 3800
#endif
#if E14 == 3801
#endif
#if E14 == 3802
#endif
#if E14 == 3803
#endif
#if E14 == 3804
#endif
#if E14 == 3805
#endif
#if E14 == 3806
#endif
#if E14 == 3807
#endif
#if E14 == 3808
#endif
#if E14 == 3809
#endif
#if E14 == 3810
#endif
#if E14 == 3811
#endif
#if E14 == 3812
#endif
#if E14 == 3813
#endif
#if E14 == 3814
#endif
#if E14 == 3815
#endif
#if E14 == 3816
#endif
#if E14 == 3817
#endif
#if E14 == 3818
#endif
#if E14 == 3819
#endif
#if E14 == 3820
#endif
#if E14 == 3821
#endif
#if E14 == 3822
#endif
#if E14 == 3823
#endif
#if E14 == 3824
#endif
#if E14 == 3825
#endif
#if E14 == 3826
#endif
#if E14 == 3827
#endif
#if E14 == 3828
#endif
#if E14 == 3829
#endif
#if E14 == 3830
#endif
#if E14 == 3831
#endif
#if E14 == 3832
#endif
#if E14 == 3833
#endif
#if E14 == 3834
#endif
#if E14 == 3835
#endif
#if E14 == 3836
#endif
#if E14 == 3837
#endif
#if E14 == 3838
#endif
#if E14 == 3839
#endif
#if E14 == 3840
#endif
#if E14 == 3841
#endif
#if E14 == 3842
#endif
#if E14 == 3843
#endif
#if E14 == 3844
#endif
#if E14 == 3845
#endif
#if E14 == 3846
#endif
#if E14 == 3847
#endif
#if E14 == 3848
#endif
#if E14 == 3849
#endif
#if E14 == 3850
#endif
#if E14 == 3851
#endif
#if E14 == 3852
#endif
#if E14 == 3853
#endif
#if E14 == 3854
#endif
#if E14 == 3855
#endif
#if E14 == 3856
#endif
#if E14 == 3857
#endif
#if E14 == 3858
#endif
#if E14 == 3859
#endif
#if E14 == 3860
#endif
#if E14 == 3861
#endif
#if E14 == 3862
#endif
#if E14 == 3863
#endif
#if E14 == 3864
#endif
#if E14 == 3865
#endif
#if E14 == 3866
#endif
#if E14 == 3867
#endif
#if E14 == 3868
#endif
#if E14 == 3869
#endif
#if E14 == 3870
#endif
#if E14 == 3871
#endif
#if E14 == 3872
#endif
#if E14 == 3873
#endif
#if E14 == 3874
#endif
#if E14 == 3875
#endif
#if E14 == 3876
#endif
#if E14 == 3877
#endif
#if E14 == 3878
#endif
#if E14 == 3879
#endif
#if E14 == 3880
#endif
#if E14 == 3881
#endif
#if E14 == 3882
#endif
#if E14 == 3883
#endif
#if E14 == 3884
#endif
#if E14 == 3885
#endif
#if E14 == 3886
#endif
#if E14 == 3887
#endif
#if E14 == 3888
#endif
#if E14 == 3889
#endif
#if E14 == 3890
#endif
#if E14 == 3891
#endif
#if E14 == 3892
#endif
#if E14 == 3893
#endif
#if E14 == 3894
#endif
#if E14 == 3895
#endif
#if E14 == 3896
#endif
#if E14 == 3897
#endif
#if E14 == 3898
#endif
#if E14 == 3899
#endif
#if E14 == 3900
#endif
#if E14 == 3901
#endif
#if E14 == 3902
#endif
#if E14 == 3903
#endif
#if E14 == 3904
#endif
#if E14 == 3905
#endif
#if E14 == 3906
#endif
#if E14 == 3907
#endif
#if E14 == 3908
#endif
#if E14 == 3909
#endif
#if E14 == 3910
#endif
#if E14 == 3911
#endif
#if E14 == 3912
#endif
#if E14 == 3913
#endif
#if E14 == 3914
#endif
#if E14 == 3915
#endif
#if E14 == 3916
#endif
#if E14 == 3917
#endif
#if E14 == 3918
#endif
#if E14 == 3919
#endif
#if E14 == 3920
#endif
#if E14 == 3921
#endif
#if E14 == 3922
#endif
#if E14 == 3923
#endif
#if E14 == 3924
#endif
#if E14 == 3925
#endif
#if E14 == 3926
#endif
#if E14 == 3927
#endif
#if E14 == 3928
#endif
#if E14 == 3929
#endif
#if E14 == 3930
#endif
#if E14 == 3931
#endif
#if E14 == 3932
#endif
#if E14 == 3933
#endif
#if E14 == 3934
#endif
#if E14 == 3935
#endif
#if E14 == 3936
#endif
#if E14 == 3937
#endif
#if E14 == 3938
#endif
#if E14 == 3939
#endif
#if E14 == 3940
#endif
#if E14 == 3941
#endif
#if E14 == 3942
#endif
#if E14 == 3943
#endif
#if E14 == 3944
#endif
#if E14 == 3945
#endif
#if E14 == 3946
#endif
#if E14 == 3947
#endif
#if E14 == 3948
#endif
#if E14 == 3949
#endif
#if E14 == 3950
#endif
#if E14 == 3951
#endif
#if E14 == 3952
#endif
#if E14 == 3953
#endif
#if E14 == 3954
#endif
#if E14 == 3955
#endif
#if E14 == 3956
#endif
#if E14 == 3957
#endif
#if E14 == 3958
#endif
#if E14 == 3959
#endif
#if E14 == 3960
#endif
#if E14 == 3961
#endif
#if E14 == 3962
#endif
#if E14 == 3963
#endif
#if E14 == 3964
#endif
#if E14 == 3965
#endif
#if E14 == 3966
#endif
#if E14 == 3967
#endif
#if E14 == 3968
#endif
#if E14 == 3969
#endif
#if E14 == 3970
#endif
#if E14 == 3971
#endif
#if E14 == 3972
#endif
#if E14 == 3973
#endif
#if E14 == 3974
#endif
#if E14 == 3975
#endif
#if E14 == 3976
#endif
#if E14 == 3977
#endif
#if E14 == 3978
#endif
#if E14 == 3979
#endif
#if E14 == 3980
#endif
#if E14 == 3981
#endif
#if E14 == 3982
#endif
#if E14 == 3983
#endif
#if E14 == 3984
#endif
#if E14 == 3985
#endif
#if E14 == 3986
#endif
#if E14 == 3987
#endif
#if E14 == 3988
#endif
#if E14 == 3989
#endif
#if E14 == 3990
#endif
#if E14 == 3991
#endif
#if E14 == 3992
#endif
#if E14 == 3993
#endif
#if E14 == 3994
#endif
#if E14 == 3995
#endif
#if E14 == 3996
#endif
#if E14 == 3997
#endif
#if E14 == 3998
#endif
#if E14 == 3999
#endif

PLAYER(struct no_memory)

static void play(struct madmax *game, struct no_memory *memory)
{
    (void)game;
    (void)memory;
}
