#!/usr/bin/env python3
"""check_schema.py CLI SCHEMA_FILE WORK FILE...: the inventory's JSON Schema against lint.

The schema `flowaudit-cli schema` prints (and the build installs, SCHEMA_FILE) must be a
valid draft-07 schema and agree with lint on every FILE (the conformance cases, the example)
and on cells made for each typed field:
- read as written (every scalar a string, plain nulls null), the schema refuses a flow's
  field exactly where lint gives SC02 for it (and flow_id where SC01 says blank); it refuses
  a waiver only where lint gives WV04; it refuses a file lint reads as not an inventory;
- read as YAML types it (PyYAML: yes is true, 30 a number), it refuses nothing lint
  accepts: an editor never underlines a cell lint reads as valid;
- read as YAML 1.1 (PyYAML) and YAML 1.2's core schema (yaml-language-server's) type it, it
  refuses every made cell lint refuses whose typed value no text lint accepts gives (`-1`,
  `.inf`, `on` under 1.2); `5.`, `0o17`, `-0`, `1_000` or `1:20` typed to a number are the
  number a valid text gives too, which a schema cannot tell apart (it never sees the text);
- a flow's key one edit (or only the letter case) off a known key is refused exactly where
  lint gives SC03 for it; lint's SC03 up to two edits off is a superset.
"""
import datetime
import json
import os
import re
import subprocess
import sys

import jsonschema
import yaml


class CellLoader(yaml.BaseLoader):
    """Every scalar as the text written, but a plain null (~, null, empty) as None, and a
    repeated key refused, as the reader does."""

    def construct_mapping(self, node, deep=False):
        keys = [repr(self.construct_object(k, deep=True)) for k, _ in node.value]
        if len(keys) != len(set(keys)):
            raise yaml.constructor.ConstructorError(None, None, 'repeated key', node.start_mark)
        return super().construct_mapping(node, deep)


CellLoader.add_implicit_resolver('tag:yaml.org,2002:null',
                                 re.compile(r'^(?:~|null|Null|NULL|)$'), ['~', 'n', 'N', ''])
CellLoader.add_constructor('tag:yaml.org,2002:null', lambda loader, node: None)


def typed(value):
    """PyYAML's reading, with dates as the text JSON has for them."""
    if isinstance(value, (datetime.date, datetime.datetime)):
        return value.isoformat()
    if isinstance(value, dict):
        return {str(k): typed(v) for k, v in value.items()}
    if isinstance(value, list):
        return [typed(v) for v in value]
    return value


failures = []


def fail(message):
    failures.append(message)
    print('FAIL:', message)


def lint(cli, path):
    run = subprocess.run([cli, 'lint', '--format', 'json', '--today', '2026-12-01', path],
                         capture_output=True, text=True)
    if run.returncode == 2:
        return None, run.stderr
    return json.loads(run.stdout)['findings'], run.stderr


def errors_by_place(validator, document):
    """{('flows', row, field) | ('waivers', position) | ('top', key): [messages]}"""
    places = {}
    for error in validator.iter_errors(document):
        path = list(error.absolute_path)
        if len(path) >= 3 and path[0] == 'flows':
            place = ('flows', path[1] + 1, path[2])
        elif len(path) == 2 and path[0] == 'flows' and error.validator == 'required':
            place = ('flows', path[1] + 1, 'flow_id')
        elif len(path) >= 2 and path[0] == 'waivers':
            place = ('waivers', path[1] + 1)
        elif path:
            place = ('top', path[0])
        else:
            place = ('top', None)
        places.setdefault(place, []).append(error.message)
    return places


def beyond_a_schema(text):
    """YAML the reader refuses whatever the values: anchors, aliases, tags, deep nesting."""
    depth = 0
    for event in yaml.parse(text, Loader=CellLoader):
        if isinstance(event, yaml.AliasEvent) or getattr(event, 'anchor', None):
            return True
        implicit = getattr(event, 'implicit', True)
        if getattr(event, 'tag', None) and not (implicit[0] if isinstance(implicit, tuple) else implicit):
            return True
        if isinstance(event, (yaml.MappingStartEvent, yaml.SequenceStartEvent)):
            depth += 1
            if depth > 64:
                return True
        elif isinstance(event, (yaml.MappingEndEvent, yaml.SequenceEndEvent)):
            depth -= 1
    return False


def compare(validator, path, text):
    findings, said = lint(CLI, path)
    try:
        documents = list(yaml.load_all(text, Loader=CellLoader))
    except yaml.YAMLError:
        documents = None  # not YAML the schema could read: nothing to compare
    if findings is None:
        if (documents is not None and len(documents) == 1 and not beyond_a_schema(text)
                and validator.is_valid(documents[0])):
            fail(f'{path}: lint reads no inventory, but the schema accepts it')
        return
    if documents is None or len(documents) != 1:
        print(f'note: {path}: lint reads it, PyYAML does not: not compared')
        return
    places = errors_by_place(validator, documents[0])
    flows = documents[0].get('flows') or []
    def blank_id(flow):
        value = flow.get('flow_id') if isinstance(flow, dict) else None
        return not isinstance(value, str) or not value.strip()

    sc02 = {('flows', f['row'], f['field']) for f in findings if f['rule'] == 'SC02'}
    sc03 = {('flows', f['row'], f['key']): f for f in findings if f['rule'] == 'SC03'}
    # SC01 for a blank ID; one for a shared ID is beyond a schema.
    blank_ids = {f['row'] for f in findings if f['rule'] == 'SC01' and blank_id(flows[f['row'] - 1])}
    wv04 = {f['waiver'] for f in findings if f['rule'] == 'WV04'}
    for place, messages in places.items():
        if place[0] == 'flows' and place[2] == 'flow_id':
            if place[1] not in blank_ids:
                fail(f'{path}: flow {place[1]}: the schema refuses its flow_id ({messages}), lint does not')
        elif place[0] == 'flows' and place[2] == 'reviews':
            pass  # lint reads no reviews (docs/spec/rules.md); the editor's checklist does
        elif place[0] == 'flows' and place in sc03:
            if not any('did you mean' in m or 'should not be valid' in m for m in messages):
                fail(f'{path}: flow {place[1]}: the schema refuses the key {place[2]} for another reason ({messages})')
        elif place[0] == 'flows':
            if place not in sc02:
                fail(f'{path}: flow {place[1]}: the schema refuses {place[2]} ({messages}), lint gives no SC02')
        elif place == ('top', 'systems'):
            if 'warning: systems.' not in said:
                fail(f'{path}: the schema refuses systems ({messages}), lint does not warn')
        elif place[0] == 'waivers':
            if place[1] not in wv04:
                fail(f'{path}: waiver {place[1]}: the schema refuses it ({messages}), lint gives no WV04')
        else:
            fail(f'{path}: the schema refuses {place} ({messages}), lint reads the inventory')
    for place in sc02:
        if place not in places:
            fail(f'{path}: flow {place[1]}: lint gives SC02 for {place[2]}, the schema accepts it')
    for row in blank_ids:
        if ('flows', row, 'flow_id') not in places:
            fail(f'{path}: flow {row}: lint says its flow_id is blank, the schema accepts it')
    for place, finding in sc03.items():
        meant = finding.get('field') or 'reviews'
        if edits(place[2].casefold(), meant.casefold()) <= 1 and place not in places:
            fail(f'{path}: flow {place[1]}: lint gives SC03 for {place[2]} (one edit off {meant}), '
                 'the schema accepts it')
    # As YAML types the values: nothing lint accepts is refused.
    try:
        typed_document = typed(yaml.safe_load(text))
    except yaml.YAMLError:
        return  # a tag only the cell reading leaves alone
    typed_places = errors_by_place(validator, typed_document)
    for place, messages in typed_places.items():
        if place[0] == 'flows' and place[2] != 'flow_id' and place[2] != 'reviews' and place not in sc02 \
                and place not in sc03:
            fail(f'{path}: flow {place[1]}: typed by YAML, {place[2]} is refused ({messages}), lint accepts it')


def edits(a, b):
    """Optimal string alignment distance, as core/model/closestname.cpp counts a typo."""
    d = [[0] * (len(b) + 1) for _ in range(len(a) + 1)]
    for i in range(len(a) + 1):
        d[i][0] = i
    for j in range(len(b) + 1):
        d[0][j] = j
    for i in range(1, len(a) + 1):
        for j in range(1, len(b) + 1):
            d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] != b[j - 1]))
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
    return d[len(a)][len(b)]


class Core12Loader(yaml.SafeLoader):
    """YAML 1.2's core schema, as yaml-language-server types scalars (PyYAML reads 1.1)."""


Core12Loader.yaml_implicit_resolvers = {}
for tag, pattern, first in (
        ('bool', r'^(?:true|True|TRUE|false|False|FALSE)$', 'tTfF'),
        ('int', r'^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$', '-+0123456789'),
        ('float', r'^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$',
         '-+.0123456789'),
        ('null', r'^(?:~|null|Null|NULL|)$', ['~', 'n', 'N', ''])):
    Core12Loader.add_implicit_resolver('tag:yaml.org,2002:' + tag, re.compile(pattern), list(first))


def core12_int(loader, node):
    text = loader.construct_scalar(node)
    return int(text[2:], 8) if text.startswith('0o') else int(text, 16) if text.startswith('0x') else int(text)


def core12_float(loader, node):
    text = loader.construct_scalar(node).lower()
    sign = -1.0 if text.startswith('-') else 1.0
    if text.lstrip('+-') == '.inf':
        return sign * float('inf')
    return float('nan') if text == '.nan' else float(text)


Core12Loader.add_constructor('tag:yaml.org,2002:int', core12_int)
Core12Loader.add_constructor('tag:yaml.org,2002:float', core12_float)
Core12Loader.add_constructor('tag:yaml.org,2002:bool',
                             lambda loader, node: loader.construct_scalar(node).lower() == 'true')


def shared_with_valid_text(field, value):
    """Whether a text lint accepts for the field types to this value too: then no schema,
    which sees only the value, can refuse it."""
    kind = KINDS[field]
    if value is None:
        return True  # blank
    if isinstance(value, bool):
        return kind == 'yesno'
    if isinstance(value, (int, float)):
        if kind != 'number' or value != value or value in (float('inf'), float('-inf')):
            return False
        return value > 0 if field == 'sender_timeout_seconds' else value >= 0
    return False  # a string is the text itself: the cell reading already judged it


def typed_refusals(validator, path, text, findings):
    """Each made cell lint refuses, typed by YAML 1.1 and 1.2: refused unless its value is
    one a valid text gives too."""
    sc02 = {(f['row'], f['field']) for f in findings if f['rule'] == 'SC02'}
    refused_typed = 0
    for name, loader in (('YAML 1.1', yaml.SafeLoader), ('YAML 1.2 core', Core12Loader)):
        try:
            document = typed(yaml.load(text, Loader=loader))
        except yaml.YAMLError:
            continue
        places = errors_by_place(validator, document)
        for row, field, cell in MADE_CELLS:
            if field in ('flow_id', 'name') or (row, field) not in sc02:
                continue
            value = document['flows'][row - 1].get(field)
            if isinstance(value, (list, dict, str)) or shared_with_valid_text(field, value):
                continue
            refused_typed += 1
            if ('flows', row, field) not in places:
                fail(f'{path}: {name} types {field}: {cell} as {value!r}, which lint refuses and no '
                     'valid text gives, but the schema accepts it')
    return refused_typed


# Cells near each typed field's forms, lint deciding which are valid.
MADE = {
    'creates_records': ['yes', 'Y', 'TRUE', 'no', 'n', 'False', '"1"', '1', 'on', 'off', 'ja',
                        '"yes "', '~', '""', '[yes]', '{a: 1}', 'true', '2026-01-01', 'On',
                        'OFF', '0', '1.5', '-1'],
    'method': ['custom', 'IPAAS', 'Event_Pipeline', 'reverse_etl', 'native', 'zapier', '3',
               'event pipeline', 'null', '"null"', '[custom]', 'true', '0o17', '.inf'],
    'retry_after_unit': ['seconds', 'Milliseconds', 'NONE', 's', 'yes', '0'],
    'ledger_retention_days': ['30', '0.8', '2.50', '007', '0', '0.0', '5s', '-1', '+1', '1e3',
                              '1.0e3', '"1,5"', '.5', '"5."', '" 3 "', 'abc', '1.2.3', 'yes',
                              '0x1A', '99999999999999999999', '[1, 2]', '{a: 1}', '~', '""',
                              '5.', '0o17', '-0', '1_000', '1:20', 'on', 'off', '.inf', '-.inf',
                              '-2.5', '-1e3', 'true'],
    'sender_timeout_seconds': ['20', '0.5', '0', '0.0', '"000"', '00.01', '"0."', '10.0',
                               '-0', 'no', '5.', '0o17', '1_000', '1:20', '.inf', '-3'],
    'retry_layers': ['none', 'NONE', '" None "', 'sdk:3;worker:5', '"sdk:1;"',
                     '"sdk : 3 ; worker : 2"', 'sdk:0', 'sdk', 'sdk:x', '":3"', '"sdk:3;;worker:2"',
                     '"sdk:3;worker"', '"a b:3"', 'sdk:007', 'sdk:00', '"sdk:3; ;"', '";"', '3',
                     'yes', '[sdk:3]'],
    'name': ['plain', '30', 'yes', '~', '[a, b]', '{a: b}'],
    'flow_id': ['~', '""', '" "', '[a]', '{a: 1}', '30', 'yes'],
}


KINDS = {'creates_records': 'yesno', 'method': 'enum', 'retry_after_unit': 'enum',
         'ledger_retention_days': 'number', 'sender_timeout_seconds': 'number',
         'retry_layers': 'layers', 'name': 'text', 'flow_id': 'text'}
MADE_CELLS = []  # (row, field, cell) of made_inventory()


def made_inventory():
    lines = ['flows:']
    n = 0
    for field, cells in MADE.items():
        for cell in cells:
            n += 1
            MADE_CELLS.append((n, field, cell))
            if field != 'flow_id':
                lines.append(f'  - flow_id: made_{n}')
            lines.append(f'  {"-" if field == "flow_id" else " "} {field}: {cell}')
    return '\n'.join(lines) + '\n'


# Keys of a flow near and far from the known ones: lint's SC03 and the schema's refusal.
MADE_KEYS = ['ledger_retension_days', 'idempotency_keys', 'Flow_ID', 'METHOD', 'retry_layres',
             'reveiws', 'Reviews', 'inbound_webhok', 'notes2', 'note', 'nam', 'ledger_retnetion_dys',
             'x_idempotency_key', 'X-method', 'source_id', 'tags', 'destination_url',
             'sla_minutes', 'retry', 'ipaas_name', 'sidee_effect', 'flowid', 'flow-id']


def made_keys():
    lines = ['flows:']
    for key in MADE_KEYS:
        lines.append(f'  - flow_id: key_{len(lines)}')
        lines.append(f'    {key}: 1')
    return '\n'.join(lines) + '\n'


def made_waivers():
    return '''flows:
  - {flow_id: a, retry_layers: "sdk:3;worker:5", creates_records: no, side_effect: none}
waivers:
  - {flow_id: a, rule: RT01, justification: j, owner: o, expires: 2027-01-01}
  - {flow_id: a, rule: RT01, field: retry_layers, justification: j, owner: o, expires: 2027-01-01, created: 2026-11-01, approved_by: h}
  - {flow_id: a, rule: SC02, justification: j, owner: o, expires: 2027-01-01}
  - {flow_id: a, rule: RT01, owner: o, expires: 2027-01-01}
  - {flow_id: a, rule: RT01, justification: j, owner: o, expires: 1 January 2027}
  - {flow_id: a, rule: RT01, justification: j, owner: o, expires: 2027-01-01, field: nonsense}
  - {flow_id: ~, rule: RT01, justification: j, owner: o, expires: 2027-01-01}
'''


CLI, SCHEMA_FILE, WORK = sys.argv[1:4]
FILES = sys.argv[4:]
os.makedirs(WORK, exist_ok=True)
printed = subprocess.run([CLI, 'schema'], capture_output=True, check=True,
                         env=dict(os.environ, LC_ALL='C', LANG='C', LANGUAGE='')).stdout
schema = json.loads(printed)
with open(SCHEMA_FILE, 'rb') as installed:
    if json.load(installed) != schema:
        fail(f'{SCHEMA_FILE} is not what flowaudit-cli schema prints')
jsonschema.Draft7Validator.check_schema(schema)
validator = jsonschema.Draft7Validator(schema)
for path in FILES:
    with open(path, 'rb') as f:
        raw = f.read()
    try:
        text = raw.decode('utf-8')
    except UnicodeDecodeError:
        # Not UTF-8: the editor says so before any schema is read; lint must refuse it.
        if lint(CLI, path)[0] is not None:
            fail(f'{path}: not UTF-8, and lint reads it')
        continue
    compare(validator, path, text)
for name, text in (('made-cells.yaml', made_inventory()), ('made-waivers.yaml', made_waivers()),
                   ('waivers-null.yaml', 'flows: []\nwaivers:\n'),
                   ('systems.yaml', 'flows: []\nsystems:\n  stripe: {label: Stripe, group: F, at: [1, 2]}\n'
                    '  hubspot: {at: [1]}\n  netsuite: {at: [-3, 4.0]}\n'),
                   ('systems-null.yaml', 'flows: []\nsystems:\n'),
                   ('format-newer.yaml', 'format: flow-inventory/2\nflows: []\n'),
                   ('format-newer-spaced.yaml', 'format: "flow-inventory/10 "\nflows: []\n'),
                   ('format-other.yaml', 'format: something-else\nflows: []\n'),
                   ('made-keys.yaml', made_keys())):
    path = os.path.join(WORK, name)
    with open(path, 'w', encoding='utf-8') as f:
        f.write(text)
    compare(validator, path, text)
    if name == 'made-cells.yaml':
        typed_count = typed_refusals(validator, path, text, lint(CLI, path)[0])
    if name == 'made-keys.yaml':
        keyed = [f for f in lint(CLI, path)[0] if f['rule'] == 'SC03']
        if len(keyed) < 14 or any('did you mean' not in f['message'] for f in keyed):
            fail(f'{path}: lint gives {len(keyed)} SC03 findings: {keyed}')
# The schema's near-miss patterns are ECMAScript's too (yaml-language-server compiles them
# with the u flag): nothing Python alone reads.
for pattern in schema['definitions']['flow']['patternProperties']:
    if re.search(r'\(\?[a-zA-Z<P]|\\[AZz]', pattern):
        fail(f'a pattern ECMAScript does not read: {pattern[:80]}')
# A field of the catalogue is in the schema with its description (one source).
flow = schema['definitions']['flow']['properties']
for field in MADE:
    if not flow.get(field, {}).get('description'):
        fail(f'{field} has no description in the schema')
print(f'{len(FILES) + 9} files compared, {sum(map(len, MADE.values()))} made cells '
      f'({typed_count} refused as typed), {len(MADE_KEYS)} made keys;',
      f'{len(failures)} disagreement(s)')
sys.exit(1 if failures else 0)
