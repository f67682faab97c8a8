#!/usr/bin/env python3
"""validate_sarif.py SCHEMA FILE: exit 0 when FILE is valid against the SARIF JSON schema."""
import json
import sys

import jsonschema

schema = json.load(open(sys.argv[1], encoding="utf-8"))
log = json.load(open(sys.argv[2], encoding="utf-8"))
errors = sorted(jsonschema.Draft4Validator(schema).iter_errors(log), key=lambda e: list(e.path))
for error in errors[:10]:
    print("/".join(str(p) for p in error.path), ":", error.message)
sys.exit(1 if errors else 0)
