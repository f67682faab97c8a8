#!/usr/bin/python3
"""Writes the workbooks fuzz_workbookreader starts from into FOLDER: the kinds teams keep
(a title row above the header, merged cells, dates, shared strings, several sheets) and
broken ones (a part cut short, a huge sheet, a zip of nothing). Run by scripts/fuzz.sh;
python3-openpyxl comes with scripts/install-deps.sh."""
import datetime
import io
import os
import sys
import zipfile

import openpyxl

HEADER = ["flow_id", "source", "destination", "method", "creates_records", "idempotency_key",
          "ledger_retention_days", "max_replay_window_days", "retry_layers", "notes"]
ROW = ["billing_to_crm", "stripe", "salesforce", "custom", "yes",
       "billing_to_crm + invoice.id + invoice.revision", 45, 30, "sdk:1;worker:5", "checked"]


def save(book, folder, name):
    path = os.path.join(folder, name)
    book.save(path)
    return path


def main(folder):
    os.makedirs(folder, exist_ok=True)
    plain = openpyxl.Workbook()
    sheet = plain.active
    sheet.title = "Flows"
    sheet.append(HEADER)
    sheet.append(ROW)
    plain_path = save(plain, folder, "plain.xlsx")

    titled = openpyxl.Workbook()
    sheet = titled.active
    sheet.title = "Integrations"
    sheet.append(["Integration inventory, Q4"])
    sheet.merge_cells("A1:J1")
    sheet.append([])
    sheet.append(["Flow", "Quelle", "Ziel", "Methode", "Erstellt Datensätze", "Schlüssel",
                  "Aufbewahrung (Tage)", "Replay (Tage)", "Wiederholungen", "Geprüft am"])
    sheet.append(ROW[:9] + [datetime.date(2026, 11, 14)])
    sheet.append(["orders", "shop", "erp", "ipaas", "no", "", 7.5, 14, "none",
                  datetime.datetime(2026, 9, 30, 14, 30)])
    sheet.merge_cells("B4:B5")
    titled.create_sheet("Notes").append(["free text", "=1+1"])
    save(titled, folder, "title-row-merged-dates.xlsx")

    many = openpyxl.Workbook()
    sheet = many.active
    sheet.title = "Flows"
    sheet.append(HEADER)
    for i in range(2000):  # shared strings repeat, the sheet part runs long
        sheet.append([f"flow_{i}", "stripe", "salesforce", "custom", "yes", f"flow_{i} + id",
                      30, 30, "none", "same note"])
    save(many, folder, "long-sheet-shared-strings.xlsx")

    with open(plain_path, "rb") as f:
        whole = f.read()
    with open(os.path.join(folder, "cut-short.xlsx"), "wb") as f:
        f.write(whole[: len(whole) * 2 // 3])

    empty = io.BytesIO()
    with zipfile.ZipFile(empty, "w") as z:
        z.writestr("[Content_Types].xml", "<Types/>")
    with open(os.path.join(folder, "zip-of-nothing.xlsx"), "wb") as f:
        f.write(empty.getvalue())


if __name__ == "__main__":
    main(sys.argv[1])
