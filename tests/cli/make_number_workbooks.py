#!/usr/bin/python3
"""Writes the workbooks of the typed-number import cases (tests/cli/cli_numbers.cmake) into
the folder given, with real cells as a spreadsheet program writes them (Debian's
python3-openpyxl): text cells where a person typed text ("2.000" in a cell formatted as
text), number cells where they typed a number. Each workbook's sheet is named Flows, its
header in row 1: flow_id, name, ack_p99_seconds, ledger_retention_days."""
import os
import sys

import openpyxl

HEADER = ['flow_id', 'name', 'ack_p99_seconds', 'ledger_retention_days']


def workbook(path, rows):
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = 'Flows'
    ws.append(HEADER)
    for row in rows:
        ws.append(row)
    # A text cell is text whatever it looks like: openpyxl writes a str as a string cell,
    # as Excel does for a cell formatted as text ('@').
    for row in ws.iter_rows(min_row=2):
        for cell in row:
            if isinstance(cell.value, str):
                cell.number_format = '@'
    wb.save(path)


def main(folder):
    os.makedirs(folder, exist_ok=True)
    # The reported sheet: a decimal comma FlowAudit converts (and says so), then German
    # thousands in text cells.
    workbook(os.path.join(folder, 'thousands-point.xlsx'),
             [['billing', 'Rechnungen', '0,8', 45], ['orders', 'Bestellungen', 0.4, '2.000']])
    workbook(os.path.join(folder, 'thousands-1234.xlsx'),
             [['billing', 'Rechnungen', '0,8', '1.234']])
    workbook(os.path.join(folder, 'thousands-space.xlsx'),
             [['billing', 'Rechnungen', 0.4, '1 234']])
    workbook(os.path.join(folder, 'thousands-and-comma.xlsx'),
             [['billing', 'Rechnungen', '1.234,5', 45]])
    workbook(os.path.join(folder, 'thousands-comma.xlsx'),
             [['billing', 'Rechnungen', 0.4, '2,000']])
    # What reads one way: number cells (2.125 is a number, not typing), plain text digits,
    # a decimal comma that cannot group thousands.
    workbook(os.path.join(folder, 'plain.xlsx'),
             [['billing', 'Rechnungen', 2.125, '70'], ['orders', 'Bestellungen', '3,25', 1234],
              ['refunds', 'Erstattungen', '0.125', '30']])


if __name__ == '__main__':
    main(sys.argv[1])
