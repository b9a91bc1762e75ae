/* report_page.S — tournament/report.html inside bin/tournament: one program, no data files. */
    .section .rodata
    .global report_page
    .global report_page_end
report_page:
    .incbin "tournament/report.html"
report_page_end:
    .byte 0
    .section .note.GNU-stack,"",@progbits
