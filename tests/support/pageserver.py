#!/usr/bin/env python3
"""Vendor sites over HTTPS for bench_evidence, one for each of HOSTS loopback addresses
(127.0.0.2, 127.0.0.3, …: a vendor each, as the bundled cards' pages are on many hosts):
GET /delay/MS/NAME answers after MS milliseconds with a documentation page holding the
sentences "NAME-0 is stated here." to "NAME-39 is stated here."; GET /to/K/PATH redirects
at once to /PATH on the K-th address (from 0); GET /docs/NAME answers with the docs-like
page NAME of tests/data/cards/proposals/pages/docs.example.com. Makes its self-signed
certificate (openssl) for those addresses in FOLDER, prints "ADDRESS PORT" for each, and
serves until its standard input closes.

Usage: pageserver.py FOLDER HOSTS"""
import http.server
import os
import ssl
import subprocess
import sys
import threading
import time

folder, hosts = sys.argv[1], int(sys.argv[2])
docs = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "cards", "proposals",
                    "pages", "docs.example.com")
addresses = ["127.0.0.%d" % (2 + i) for i in range(hosts)]
cert, key = os.path.join(folder, "cert.pem"), os.path.join(folder, "key.pem")
subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out",
                cert, "-days", "2", "-subj", "/CN=localhost", "-addext",
                "subjectAltName=" + ",".join("IP:" + a for a in addresses)],
               check=True, capture_output=True)


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def do_GET(self):
        parts = self.path.strip("/").split("/")
        if len(parts) > 2 and parts[0] == "to" and parts[1].isdigit() and int(parts[1]) < hosts:
            target = servers[int(parts[1])].server_address
            self.send_response(302)
            self.send_header("Location", "https://%s:%d/%s" % (target[0], target[1],
                                                               "/".join(parts[2:])))
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        if len(parts) == 2 and parts[0] == "docs" and parts[1] in os.listdir(docs):
            with open(os.path.join(docs, parts[1]), "rb") as page:
                body = page.read()
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
            return
        if len(parts) != 3 or parts[0] != "delay":
            self.send_error(404)
            return
        time.sleep(int(parts[1]) / 1000)
        sentences = "".join("<p>%s-%d is stated here.</p>" % (parts[2], k) for k in range(40))
        body = ("<html><body>%s%s</body></html>"
                % (sentences, "<p>filler text of a documentation page</p>" * 2000)).encode()
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
context.load_cert_chain(cert, key)
servers = []
for address in addresses:
    server = http.server.ThreadingHTTPServer((address, 0), Handler)
    server.daemon_threads = True
    server.socket = context.wrap_socket(server.socket, server_side=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    servers.append(server)
    print(address, server.server_address[1], flush=True)
sys.stdin.read()
for server in servers:
    server.shutdown()
