#!/usr/bin/python3
"""Writes the hostile import inputs of this folder (Python's own zipfile and json): each
file beside a .expected holding the one sentence FlowAudit gives for it. Run it from this
folder; the files are committed, so the tests need no Python."""
import json
import zipfile

NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"'
REL = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"'


def workbook(path, sheet_rows, *, shared=None, styles=None, sheet_target='worksheets/sheet1.xml',
             date1904=False, compress=zipfile.ZIP_DEFLATED):
    with zipfile.ZipFile(path, 'w', compress) as z:
        z.writestr('[Content_Types].xml',
                   '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>')
        pr = '<workbookPr date1904="1"/>' if date1904 else ''
        z.writestr('xl/workbook.xml', f'<workbook {NS} {REL}>{pr}<sheets>'
                   '<sheet name="Integrations" sheetId="1" r:id="rId1"/></sheets></workbook>')
        z.writestr('xl/_rels/workbook.xml.rels',
                   '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/'
                   f'relationships"><Relationship Id="rId1" Type="x" Target="{sheet_target}"/>'
                   '</Relationships>')
        z.writestr('xl/worksheets/sheet1.xml',
                   f'<worksheet {NS}><sheetData>{sheet_rows}</sheetData></worksheet>')
        if shared is not None:
            z.writestr('xl/sharedStrings.xml', f'<sst {NS}>{shared}</sst>')
        if styles is not None:
            z.writestr('xl/styles.xml', f'<styleSheet {NS}>{styles}</styleSheet>')


def text(ref, value):
    return f'<c r="{ref}" t="inlineStr"><is><t>{value}</t></is></c>'


HEADER = '<row r="1">' + text('A1', 'Flow') + text('B1', 'Geprüft am') + '</row>'
DATE_STYLES = ('<numFmts count="1"><numFmt numFmtId="164" formatCode="dd.mm.yyyy"/></numFmts>'
               '<cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="164"/></cellXfs>')

workbook('styles-huge.xlsx', HEADER,
         styles='<cellXfs>' + '<xf/>' * 70000 + '</cellXfs>')
workbook('shared-strings-huge.xlsx', HEADER, shared='<si><t>x</t></si>' * 3000000)
workbook('date-out-of-range.xlsx',
         HEADER + '<row r="2">' + text('A2', 'a') + '<c r="B2" s="1"><v>99999999</v></c></row>',
         styles=DATE_STYLES)
workbook('date-negative.xlsx',
         HEADER + '<row r="2">' + text('A2', 'a') + '<c r="B2" s="1"><v>-5</v></c></row>',
         styles=DATE_STYLES)
workbook('date-false-leap-day.xlsx',
         HEADER + '<row r="2">' + text('A2', 'a') + '<c r="B2" s="1"><v>60</v></c></row>',
         styles=DATE_STYLES)
workbook('style-index-beyond.xlsx',
         HEADER + '<row r="2">' + text('A2', 'a') + '<c r="B2" s="999999"><v>45000</v></c></row>',
         styles=DATE_STYLES)
workbook('styles-not-xml.xlsx', HEADER, styles='<cellXfs><xf numFmtId="0"></cellXfs>')
workbook('sheet-missing.xlsx', HEADER, sheet_target='worksheets/nowhere.xml')
workbook('cell-past-last-column.xlsx', HEADER + '<row r="2"><c r="XFE2"><v>1</v></c></row>')
workbook('no-field-headings.xlsx',
         '<row r="1">' + text('A1', 'Farbe') + text('B1', 'Form') + '</row>'
         '<row r="2">' + text('A2', 'rot') + text('B2', 'rund') + '</row>')
workbook('two-columns-one-heading.xlsx',
         '<row r="1">' + text('A1', 'Flow') + text('B1', 'Notiz') + text('C1', 'Notiz') +
         '</row><row r="2">' + text('A2', 'a') + '</row>')
workbook('header-only.xlsx', HEADER)
workbook('title-rows-only.xlsx',
         '<row r="1">' + text('A1', 'Integrations 2026') + '</row>'
         '<row r="3">' + text('A3', 'Stand: November') + '</row>')
workbook('shared-string-unknown.xlsx',
         HEADER + '<row r="4"><c r="A4" t="s"><v>7</v></c></row>', shared='<si><t>a</t></si>')

with open('sheet-truncated.xlsx', 'wb') as out:
    workbook('/tmp/whole.xlsx', HEADER + '<row r="2">' + text('A2', 'a') + '</row>')
    out.write(open('/tmp/whole.xlsx', 'rb').read()[:300])

# JSON exports.
open('nested-10000-lists.json', 'w').write('[' * 10000 + ']' * 10000)
open('nested-10000-objects.json', 'w').write('{"a":' * 10000 + '1' + '}' * 10000)


def deep_router(i, depth):
    m = {'id': i, 'module': 'builtin:BasicRouter', 'version': 1, 'mapper': None}
    if depth:
        m['routes'] = [{'flow': [deep_router(i + 1, depth - 1)]}]
    return m


json.dump({'name': 'Deep routes', 'flow': [
    {'id': 0, 'module': 'gateway:CustomWebHook', 'parameters': {'hook': 1}, 'mapper': {}},
    deep_router(1, 100)], 'metadata': {'instant': True, 'scenario': {'dlq': False}}},
    open('make-routes-100-deep.json', 'w'))
json.dump({'id': 'cycle', 'name': 'Cycle', 'nodes': [
    {'name': 'W', 'type': 'n8n-nodes-base.webhook', 'parameters': {}},
    {'name': 'A', 'type': 'n8n-nodes-base.httpRequest',
     'parameters': {'method': 'POST', 'url': 'https://a.example.com'}},
    {'name': 'B', 'type': 'n8n-nodes-base.httpRequest',
     'parameters': {'method': 'POST', 'url': 'https://b.example.com'}}],
    'connections': {'W': {'main': [[{'node': 'A', 'type': 'main', 'index': 0}]]},
                    'A': {'main': [[{'node': 'B', 'type': 'main', 'index': 0}]]},
                    'B': {'main': [[{'node': 'A', 'type': 'main', 'index': 0}]]}}},
    open('n8n-connections-cycle.json', 'w'))
json.dump({'name': 'Same module twice', 'flow': [
    {'id': 1, 'module': 'gateway:CustomWebHook', 'parameters': {'hook': 1}, 'mapper': {}},
    {'id': 2, 'module': 'http:MakeRequest', 'mapper': {'url': 'https://x.example.com',
                                                         'method': 'post'},
     'onerror': [{'id': 2, 'module': 'builtin:Break', 'mapper': {'retry': True, 'count': 3}}]},
    {'id': 2, 'module': 'http:MakeRequest', 'mapper': {'url': 'https://x.example.com',
                                                         'method': 'post'}}],
    'metadata': {'instant': True, 'scenario': {'dlq': True}}}, open('make-module-ids-repeat.json', 'w'))
json.dump({'id': 'x', 'nodes': {'a': 1}}, open('n8n-nodes-not-a-list.json', 'w'))
json.dump({'name': 'Count huge', 'flow': [
    {'id': 1, 'module': 'gateway:CustomWebHook', 'parameters': {'hook': 1}, 'mapper': {}},
    {'id': 2, 'module': 'http:MakeRequest', 'mapper': {'url': 'https://x.example.com',
                                                         'method': 'post'},
     'onerror': [{'id': 5, 'module': 'builtin:Break',
                  'mapper': {'retry': True, 'count': 1e308, 'interval': -4}}]}],
    'metadata': {'instant': True, 'scenario': {'dlq': True}}}, open('make-break-count-huge.json', 'w'))
open('truncated.json', 'w').write('{"id": "x", "nodes": [{"name": "W", "type": ')
open('empty.json', 'w').write('')
open('binary.json', 'wb').write(b'\x00\x01\x02{"nodes": []}')
open('export-named-csv.csv', 'w').write('{"id": "x", "nodes": []}')
open('inventory-given-to-import.yaml', 'w').write('flows:\n  - flow_id: a\n')
open('csv-named-xlsx.xlsx', 'w').write('Flow,Quelle\na,stripe\n')
with open('workbook-named-csv.csv', 'wb') as out:
    out.write(open('header-only.xlsx', 'rb').read())
open('csv-unclosed-quote.csv', 'w').write('Flow,Notiz\na,"never closed\nb,x\n')
open('csv-header-only.csv', 'w').write('Flow;Quelle;Ziel\n')
open('zapier-account-export.json', 'w').write('{"metadata": {"version": 2}, "zaps": []}')
open('old-excel-named-xlsx.xlsx', 'wb').write(b'\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1' + bytes(504))
json.dump({'name': 'Agent', 'modules': [{'id': 1, 'config': {'app': 'http'}}]},
          open('make-authoring-format.json', 'w'))
