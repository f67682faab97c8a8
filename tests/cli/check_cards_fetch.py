#!/usr/bin/env python3
"""flowaudit-cli cards verify against a real HTTPS server this test starts on localhost
(Python's http.server behind a self-signed certificate made by openssl): unchanged, one
number changed, the passage removed, 404, a redirect to another path, a redirect loop, a
page that never answers, one that trickles a byte at a time past its deadline, a 50 MB page,
Windows-1252, gzip, a PDF and a page only JavaScript fills. Each fact gets its
outcome, nothing crashes, and --stamp changes only the confirmed facts' lines. Then cards
propose reads the docs-like page of tests/data/cards/proposals over HTTPS, --accept quotes
each fact its page states, and cards verify confirms them all.

Usage: check_cards_fetch.py CLI WORKDIR"""
import gzip
import http.server
import json
import os
import shutil
import ssl
import subprocess
import sys
import threading
import time

CLI, WORK = sys.argv[1], sys.argv[2]
PROPOSALS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "cards",
                         "proposals")
SENTENCE = "We retry a failed delivery up to 10 times over 24 hours."
PAGE = ("<!doctype html><html><head><title>Webhooks</title></head><body><h1>Webhooks</h1>"
        "<p>%s</p><p>Other words.</p></body></html>")


def page(sentence=SENTENCE):
    return (PAGE % sentence).encode()


class Handler(http.server.BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def send(self, status, body, kind="text/html; charset=utf-8", headers=()):
        self.send_response(status)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        for name, value in headers:
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(body)

    def redirect(self, status, to):
        self.send_response(status)
        self.send_header("Location", to)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def do_GET(self):
        path = self.path
        if path == "/unchanged":
            self.send(200, page())
        elif path == "/changed":
            self.send(200, page(SENTENCE.replace("10 times", "8 times")))
        elif path == "/removed":
            self.send(200, page("Nothing of the kind is said here any more, at all."))
        elif path == "/missing":
            self.send(404, b"<p>not found</p>")
        elif path == "/moved":
            self.redirect(301, "/unchanged")
        elif path == "/loop":
            self.redirect(302, "/loop2")
        elif path == "/loop2":
            self.redirect(302, "/loop")
        elif path == "/silent":
            time.sleep(60)  # never answers within the client's timeout
        elif path == "/huge":
            size = 50 * 1024 * 1024
            self.send_response(200)
            self.send_header("Content-Type", "text/html")
            self.send_header("Content-Length", str(size))
            self.end_headers()
            chunk = b"<p>" + b"x" * 65530 + b"</p>"
            try:
                for _ in range(size // len(chunk)):
                    self.wfile.write(chunk)
            except (BrokenPipeError, ConnectionResetError, ssl.SSLError):
                pass
        elif path == "/cp1252":
            body = ("<html><body><p>\u201cWe retry a failed delivery\u201d \u2013 up to 10 times "
                    "over 24 hours.</p></body></html>").encode("cp1252")
            self.send(200, body, "text/html; charset=windows-1252")
        elif path == "/gzip":
            self.send(200, gzip.compress(page()), headers=[("Content-Encoding", "gzip")])
        elif path == "/trickle":  # a byte every half second: never silent, never done
            self.send_response(200)
            self.send_header("Content-Type", "text/html")
            self.send_header("Content-Length", "100000")
            self.end_headers()
            try:
                for _ in range(120):
                    self.wfile.write(b" ")
                    self.wfile.flush()
                    time.sleep(0.5)
            except (BrokenPipeError, ConnectionResetError, ssl.SSLError):
                pass
        elif path == "/javascript":  # a shell the browser's scripts fill
            self.send(200, b"<!doctype html><html><head><script src=\"/app.js\"></script></head>"
                           b"<body><div id=\"root\"></div><noscript>You need to enable JavaScript "
                           b"to run this app.</noscript><script>render(document.getElementById("
                           b"'root'))</script></body></html>")
        elif path.startswith("/docs/") and path[6:] in ("retries.html", "app.html"):
            with open(os.path.join(PROPOSALS, "pages", "docs.example.com", path[6:]), "rb") as f:
                self.send(200, f.read())
        elif path == "/pdf":
            self.send(200, b"%PDF-1.4\n%%EOF\n", "application/pdf")
        else:
            self.send(404, b"")


def propose_over_https(base, cert, env):
    """cards propose --accept on the team's card of the docs-like page, then cards verify."""
    failures = []
    folder = os.path.join(WORK, "proposed")
    os.makedirs(folder)
    with open(os.path.join(PROPOSALS, "team", "example-retries.yaml")) as f:
        card = f.read().replace("https://docs.example.com/retries", base + "/docs/retries.html")
    card = card.replace("https://docs.example.com/app", base + "/docs/app.html")
    with open(os.path.join(folder, "example-retries.yaml"), "w") as f:
        f.write(card)
    common = ["--cards", folder, "--ca-certificates", cert, "--timeout", "5"]
    run = subprocess.run([CLI, "cards", "propose", "--accept", "--format", "json"] + common,
                         capture_output=True, text=True, env=env, timeout=120)
    if run.returncode != 1:  # the page only scripts fill offers nothing
        failures.append("cards propose: exit status %d, expected 1\n%s" % (run.returncode,
                                                                           run.stderr))
    try:
        facts = {f["item"]: f for f in json.loads(run.stdout)["facts"]}
    except (json.JSONDecodeError, KeyError) as error:
        return failures + ["cards propose wrote no whole JSON (%s)" % error]
    first = facts.get("facts[0]", {}).get("proposals", [{}])[0].get("quote", "")
    if not first.startswith("When your endpoint fails to answer, Example retries"):
        failures.append("cards propose: fact 1's first proposal is %r" % first)
    if "its scripts fill the page" not in facts.get("facts[4]", {}).get("unreadable", ""):
        failures.append("cards propose: the script shell is %r" % facts.get("facts[4]"))
    if sum(1 for f in facts.values() if f["accepted"]) != 5:
        failures.append("cards propose: accepted %s" % [k for k, f in facts.items() if f["accepted"]])
    run = subprocess.run([CLI, "cards", "verify", "--allow-unquoted", "--format", "json"] + common,
                         capture_output=True, text=True, env=env, timeout=120)
    summary = json.loads(run.stdout).get("summary", {}) if run.stdout.startswith("{") else {}
    if run.returncode != 0 or summary.get("confirmed") != 5:
        failures.append("cards verify of the accepted quotes: exit %d, %s\n%s"
                        % (run.returncode, summary, run.stderr))
    return failures


def main():
    shutil.rmtree(WORK, ignore_errors=True)
    os.makedirs(os.path.join(WORK, "cards"))
    cert, key = os.path.join(WORK, "cert.pem"), os.path.join(WORK, "key.pem")
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key,
                    "-out", cert, "-days", "2", "-subj", "/CN=localhost",
                    "-addext", "subjectAltName=DNS:localhost"],
                   check=True, capture_output=True)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert, key)
    server.socket = context.wrap_socket(server.socket, server_side=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = "https://localhost:%d" % server.server_address[1]

    routes = ["unchanged", "changed", "removed", "missing", "moved", "loop", "silent", "huge",
              "cp1252", "gzip", "pdf", "trickle", "javascript"]
    quote = {"cp1252": '"We retry a failed delivery" - up to 10 times over 24 hours.'}
    lines = ["card: local-pages", "vendor_id: local", 'vendor: "Local"', 'product: "Pages"',
             'source: "%s/unchanged"' % base, "facts:"]
    for route in routes:
        lines += ['  - text: "the %s page"' % route, "    evidence:",
                  "      url: %s/%s" % (base, route),
                  "      quote: '%s'" % quote.get(route, SENTENCE)]
    card = os.path.join(WORK, "cards", "local-pages.yaml")
    before = "\n".join(lines) + "\n"
    with open(card, "w") as f:
        f.write(before)

    env = {k: v for k, v in os.environ.items() if "proxy" not in k.lower()}
    started = time.monotonic()
    run = subprocess.run([CLI, "cards", "verify", "--cards", os.path.join(WORK, "cards"),
                          "--ca-certificates", cert, "--timeout", "3", "--deadline", "6",
                          "--format", "json",
                          "--stamp", "--by", "Tester", "--today", "2026-12-06"],
                         capture_output=True, text=True, env=env, timeout=120)
    took = time.monotonic() - started
    failures = propose_over_https(base, cert, env)
    server.shutdown()
    if run.returncode != 1:
        failures.append("exit status %d, expected 1\n%s" % (run.returncode, run.stderr))
    try:
        output = json.loads(run.stdout)
    except json.JSONDecodeError as error:
        print("cards verify wrote no whole JSON (%s); its standard error:\n%s"
              % (error, run.stderr[-4000:]))
        sys.exit(1)
    facts = {f["text"].split()[1]: f for f in output["facts"] if f["card"] == "local-pages"}
    expected = {
        "unchanged": ("confirmed", ""),
        "changed": ("changed", ""),
        "removed": ("changed", "no passage on the page is like the quote"),
        "missing": ("unreachable", "HTTP status 404"),
        "moved": ("page_moved", "now at %s/unchanged, where the quote is found" % base),
        "loop": ("unreachable", "a redirect loop: %s/loop → %s/loop2 → %s/loop" % (base, base, base)),
        "silent": ("unreachable", "no answer within 3 s"),
        "trickle": ("unreachable", "the page did not come whole within 6 s (it came too slowly)"),
        "javascript": ("needs_javascript", "its scripts fill the page in a browser: save the page "
                       "from a browser and use --saved-pages"),
        "huge": ("unreachable", "the page is larger than 16 MB; not read"),
        "cp1252": ("confirmed", ""),
        "gzip": ("confirmed", ""),
        "pdf": ("unreachable", "not a web page but application/pdf"),
    }
    for route, (outcome, detail) in expected.items():
        got = facts.get(route)
        if not got:
            failures.append("%s: no outcome" % route)
            continue
        if got["outcome"] != outcome or got["detail"] != detail:
            failures.append("%s: %s (%s), expected %s (%s)" % (route, got["outcome"], got["detail"],
                                                               outcome, detail))
    if facts.get("changed", {}).get("changes") != ['"to 10 times" → "to 8 times"']:
        failures.append("changed: the diff is %s" % facts.get("changed", {}).get("changes"))
    if facts.get("moved", {}).get("redirects") != [base + "/unchanged"]:
        failures.append("moved: the redirects are %s" % facts.get("moved", {}).get("redirects"))
    # Only the three confirmed facts are stamped, each with two lines above its url.
    with open(card) as f:
        after = f.read()
    stamped = before
    for route in ("unchanged", "cp1252", "gzip"):
        stamped = stamped.replace("    evidence:\n      url: %s/%s\n" % (base, route),
                                  "    evidence:\n      checked: 2026-12-06\n      checked_by: \"Tester\"\n"
                                  "      url: %s/%s\n" % (base, route))
    if after != stamped:
        failures.append("the card after --stamp:\n%s" % after)
    print("cards verify fetched %d pages in %.1f s" % (len(routes), took))
    if failures:
        print("\n".join(failures))
        sys.exit(1)


main()
