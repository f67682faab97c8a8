#!/usr/bin/env python3
"""Checks a Qt .ts translation: every string of the sources is in it (via lupdate into a
scratch file), none is unfinished or empty, and each keeps the source's placeholders,
plural forms and accelerator. Usage:
  check_translations.py --lupdate PATH --ts FILE [--include DIR] [--plurals N] SOURCES...
"""
import argparse, os, re, subprocess, sys, tempfile
import xml.etree.ElementTree as ET

def messages(path):
    root = ET.parse(path).getroot()
    for context in root.findall('context'):
        name = context.findtext('name')
        for message in context.findall('message'):
            yield name, message

def placeholders(text):
    return sorted(set(re.findall(r'%(?:L?\d+|n)', text)))

def accelerators(text):
    return len(re.findall(r'&(?!&)\w', text.replace('&&', '')))

def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('--lupdate', required=True)
    parser.add_argument('--ts', required=True)
    parser.add_argument('--include', action='append', default=[], help='include folder for lupdate')
    parser.add_argument('--plurals', type=int, default=2)
    parser.add_argument('sources', nargs='+')
    args = parser.parse_args()
    problems = []

    with tempfile.TemporaryDirectory() as scratch:
        fresh = os.path.join(scratch, 'fresh.ts')
        includes = ['-I' + folder for folder in args.include]
        subprocess.run([args.lupdate, '-silent', '-no-obsolete', '-locations', 'none', *includes,
                        *args.sources, '-ts', fresh], check=True)
        wanted = {(c, m.findtext('source')) for c, m in messages(fresh)}
    have = {}
    for context, message in messages(args.ts):
        have[(context, message.findtext('source'))] = message
    for key in sorted(wanted - have.keys()):
        problems.append('not in the translation (run the update_translations target): %s: %r' % key)

    for (context, source), message in have.items():
        if (context, source) not in wanted:
            problems.append('no longer in the sources: %s: %r' % (context, source))
            continue
        translation = message.find('translation')
        where = '%s: %r' % (context, source)
        if translation.get('type') in ('unfinished', 'vanished', 'obsolete'):
            problems.append('unfinished: ' + where)
            continue
        if message.get('numerus') == 'yes':
            forms = [f.text or '' for f in translation.findall('numerusform')]
            if len(forms) != args.plurals:
                problems.append('%d plural forms, not %d: %s' % (len(forms), args.plurals, where))
        else:
            forms = [translation.text or '']
        for form in forms:
            if not form.strip():
                problems.append('empty: ' + where)
            elif placeholders(form) != placeholders(source):
                problems.append('placeholders %s, source has %s: %s' % (placeholders(form), placeholders(source), where))
            elif accelerators(form) != accelerators(source):
                problems.append('accelerator lost or added: ' + where)
    for problem in problems:
        print(args.ts + ': ' + problem)
    print('%s: %d strings, %d problems' % (args.ts, len(have), len(problems)))
    return 1 if problems else 0

if __name__ == '__main__':
    sys.exit(main())
