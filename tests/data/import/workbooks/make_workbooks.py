#!/usr/bin/python3
"""Writes the workbooks the import tests read, as teams keep them (Debian's python3-openpyxl):
a notes sheet before the inventory, a merged title row and a blank row above the header,
German and English headings, date and date-time cells, yes and no in German. Run it from
this folder; the .xlsx files are committed, so the tests need no Python."""
import datetime

import openpyxl
from openpyxl.utils.datetime import CALENDAR_MAC_1904


def team(path, *, epoch=None, missing_id=False):
    wb = openpyxl.Workbook()
    if epoch:
        wb.epoch = epoch
    notes = wb.active
    notes.title = 'Notes'
    notes['A1'] = 'Owner: integration team'
    notes['A2'] = 'Reviewed every quarter'
    ws = wb.create_sheet('Integrations')
    ws['A1'] = 'Integrations inventory 2026'
    ws.merge_cells('A1:J1')
    ws.append([])
    ws.append(['Flow', 'Name', 'Quelle', 'Ziel', 'Timeout (s)', 'Aufbewahrung (Tage)',
               'Webhook', 'Idempotenzschlüssel', 'Geprüft am', 'Letzte Änderung'])
    ws.append(['billing_to_crm', 'Rechnungen', 'stripe', 'salesforce', 20, 45, 'ja',
               'billing_to_crm + invoice.id', datetime.date(2026, 11, 14),
               datetime.datetime(2026, 9, 30, 14, 30)])
    ws.append(['crm_push', 'Kontakte', 'hubspot', 'salesforce', 10, 7.5, 'nein', None,
               datetime.date(2026, 10, 1), datetime.datetime(2026, 10, 1, 8, 0, 15)])
    ws['I4'].number_format = 'dd.mm.yyyy'
    ws['I5'].number_format = 'yyyy-mm-dd;@'
    ws['J4'].number_format = 'dd.mm.yyyy hh:mm'
    if missing_id:
        ws.append([None, 'ohne ID', 'stripe', 'sap'])
    wb.save(path)


team('team-inventory.xlsx')
team('team-inventory-1904.xlsx', epoch=CALENDAR_MAC_1904)
team('row-without-id.xlsx', missing_id=True)
