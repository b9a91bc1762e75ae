/* report_page.S — tournament/report.html inside bin/tournament: one program, no data files. */
    .section .rodata
    .global report_page
report_page:
    .incbin "tournament/report.html"
    .byte 0
    .section .note.GNU-stack,"",@progbits
