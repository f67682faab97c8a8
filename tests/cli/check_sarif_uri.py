#!/usr/bin/env python3
"""check_sarif_uri.py CLI SCHEMA VALIDATE WORK: SARIF's artifactLocation.uri is an RFC 3986 URI
for any file name: spaces, %, #, ?, a colon in the first segment and non-ASCII letters
percent-encoded; a relative path stays a relative reference (based on %SRCROOT%) that resolves
to the file, an absolute one is a file: URI of the file. The log stays valid SARIF 2.1.0."""
import json
import os
import re
import shutil
import subprocess
import sys
import urllib.parse

cli, schema, validate, work = sys.argv[1:5]
shutil.rmtree(work, ignore_errors=True)
os.makedirs(os.path.join(work, 'team flows', '50% done'))
inventory = '''flows:
  - flow_id: storm
    method: native
    creates_records: no
    side_effect: none
    retry_layers: sdk:3;worker:5
'''
names = [os.path.join('team flows', '50% done', 'inventory #1?.yaml'),
         os.path.join('team flows', 'Zürich inventory.yaml'),
         'a:b inventory.yaml',
         'plain.yaml']
for name in names:
    with open(os.path.join(work, name), 'w', encoding='utf-8') as f:
        f.write(inventory)

# RFC 3986 without query or fragment: unreserved, sub-delims, ':', '@', '/', %XX.
PCHARS = r"(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/]|%[0-9A-F]{2})*"
ABSOLUTE = re.compile(r'^file://' + PCHARS + '$')
RELATIVE = re.compile(r'^(?![^/]*:)' + PCHARS + '$')  # no scheme: no ':' before the first '/'
problems = []


def uris(log):
    found = []
    for run in log['runs']:
        for result in run['results']:
            for location in result['locations']:
                found.append(location['physicalLocation']['artifactLocation'])
    return found


def lint(args, cwd, output):
    run = subprocess.run([cli, 'lint', '--format', 'sarif', '--output', output] + args,
                         cwd=cwd, capture_output=True, text=True)
    if run.returncode != 1:
        sys.exit(f'lint {args}: exit {run.returncode}\n{run.stdout}{run.stderr}')
    checked = subprocess.run([sys.executable, validate, schema, output], capture_output=True, text=True)
    if checked.returncode != 0:
        problems.append(f'{output} is not valid SARIF 2.1.0:\n{checked.stdout}')
    with open(output, encoding='utf-8') as f:
        return json.load(f)


relative_log = lint(names, work, os.path.join(work, 'relative.sarif'))
seen = uris(relative_log)
for name in names:
    wanted = name.replace(os.sep, '/')
    def resolved(uri):
        return urllib.parse.unquote(urllib.parse.urljoin('file:///base/', uri))
    matching = [a for a in seen if resolved(a['uri']) == 'file:///base/' + wanted]
    if not matching:
        problems.append(f'no uri decodes to {wanted!r}: {[a["uri"] for a in seen]}')
        continue
    for artifact in matching:
        uri = artifact['uri']
        if not RELATIVE.match(uri):
            problems.append(f'{uri!r} is not an RFC 3986 relative reference')
        if artifact.get('uriBaseId') != '%SRCROOT%':
            problems.append(f'{uri!r} has no %SRCROOT% base')
        if '%20' not in uri and ' ' in wanted:
            problems.append(f'{uri!r}: its space is not encoded')

absolute = [os.path.join(work, name) for name in names]
absolute_log = lint(absolute, work, os.path.join(work, 'absolute.sarif'))
for artifact in uris(absolute_log):
    uri = artifact['uri']
    if not ABSOLUTE.match(uri):
        problems.append(f'{uri!r} is not an RFC 3986 file: URI')
        continue
    if 'uriBaseId' in artifact:
        problems.append(f'{uri!r}: an absolute URI has no base')
    path = urllib.parse.unquote(urllib.parse.urlparse(uri).path)
    if path not in absolute:
        problems.append(f'{uri!r} names {path!r}, no file linted')

for problem in problems:
    print('FAIL:', problem)
print(f'sarif uris: {len(uris(relative_log)) + len(uris(absolute_log))} checked; '
      f'{len(problems)} problem(s)')
sys.exit(1 if problems else 0)
