ÿContent-Length: 125

{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}, "initializationOptions": {"owner": "fz"}}}Content-Length: 57

{"jsonrpc": "2.0", "method": "initialized", "params": {}}Content-Length: 814

{"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {"uri": "file:///work/acme.yaml", "languageId": "yaml", "version": 1, "text": "# Tests: \"RT01 FAIL: the product of the attempts of all layers is above 10\" (sdk:3;worker:5\n# is 15, the source's example).\nflows:\n  - flow_id: source_example\n    method: native\n    creates_records: no\n    side_effect: none\n    retry_layers: sdk:3;worker:5\n  - flow_id: one_layer_eleven\n    method: native\n    creates_records: no\n    side_effect: none\n    retry_layers: sdk:11\n  - flow_id: twelve\n    method: native\n    creates_records: no\n    side_effect: none\n    retry_layers: sdk:2;worker:6\n  - flow_id: three_layers\n    method: native\n    creates_records: no\n    side_effect: none\n    retry_layers: sdk:2;http:2;worker:3\n"}}}Content-Length: 163

{"jsonrpc": "2.0", "id": 2, "method": "textDocument/hover", "params": {"textDocument": {"uri": "file:///work/acme.yaml"}, "position": {"line": 5, "character": 6}}}Content-Length: 245

{"jsonrpc": "2.0", "id": 3, "method": "textDocument/codeAction", "params": {"textDocument": {"uri": "file:///work/acme.yaml"}, "range": {"start": {"line": 0, "character": 0}, "end": {"line": 40, "character": 0}}, "context": {"diagnostics": []}}}Content-Length: 168

{"jsonrpc": "2.0", "id": 4, "method": "textDocument/completion", "params": {"textDocument": {"uri": "file:///work/acme.yaml"}, "position": {"line": 4, "character": 4}}}Content-Length: 270

{"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {"textDocument": {"uri": "file:///work/acme.yaml", "version": 2}, "contentChanges": [{"range": {"start": {"line": 3, "character": 0}, "end": {"line": 3, "character": 0}}, "text": "    method: zapier\n"}]}}Content-Length: 131

{"jsonrpc": "2.0", "id": 5, "method": "textDocument/documentSymbol", "params": {"textDocument": {"uri": "file:///work/acme.yaml"}}}Content-Length: 172

{"jsonrpc": "2.0", "id": "six", "method": "textDocument/completion", "params": {"textDocument": {"uri": "file:///work/acme.yaml"}, "position": {"line": 0, "character": 0}}}Content-Length: 116

{"jsonrpc": "2.0", "method": "textDocument/didClose", "params": {"textDocument": {"uri": "file:///work/acme.yaml"}}}Content-Length: 49

{"jsonrpc": "2.0", "id": 7, "method": "shutdown"}Content-Length: 36

{"jsonrpc": "2.0", "method": "exit"}