import json
import unittest

from mvvm_client import framing
from mvvm_client.framing import FramingError

MESSAGES = [
    {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"protocolVersion": "1.0"}},
    {"jsonrpc": "2.0", "method": "property/didChange", "params": {"value": "Grüße \u2028 \"x\"\n", "version": 2}},
    {"jsonrpc": "2.0", "id": "7", "result": None},
]


def feed_bytewise(decoder, data):
    messages = []
    for index in range(len(data)):
        messages += decoder.feed(data[index : index + 1])
    return messages


class FramingTests(unittest.TestCase):
    def test_round_trip_in_one_chunk_and_byte_by_byte(self):
        for name in framing.FRAMINGS:
            with self.subTest(framing=name):
                data = b"".join(framing.encode(message, name) for message in MESSAGES)
                self.assertEqual(framing.decoder(name).feed(data), MESSAGES)
                self.assertEqual(feed_bytewise(framing.decoder(name), data), MESSAGES)

    def test_ndjson_is_one_compact_line_per_message(self):
        data = framing.encode(MESSAGES[1], framing.NDJSON)
        self.assertEqual(data.count(b"\n"), 1)
        self.assertTrue(data.endswith(b"}\n"))
        self.assertEqual(json.loads(data), MESSAGES[1])

    def test_ndjson_skips_blank_lines_and_carriage_returns(self):
        decoder = framing.decoder(framing.NDJSON)
        self.assertEqual(decoder.feed(b'\n  \r\n{"a":1}\r\n{"b":'), [{"a": 1}])
        self.assertEqual(decoder.feed(b"2}\n"), [{"b": 2}])

    def test_lsp_counts_bytes_not_characters(self):
        data = framing.encode({"text": "é"}, framing.LSP)
        self.assertTrue(data.startswith(b"Content-Length: 13\r\n\r\n"))

    def test_lsp_accepts_other_headers_any_case_and_bare_newlines(self):
        decoder = framing.decoder(framing.LSP)
        data = b"content-length: 7\nContent-Type: application/vscode-jsonrpc; charset=utf-8\n\n{\"a\":1}"
        self.assertEqual(decoder.feed(data), [{"a": 1}])

    def test_bad_frames_are_errors(self):
        for data in (b"Content-Length: x\r\n\r\n{}", b"Nothing: 1\r\n\r\n{}", b"junk\r\n\r\n", b'{"a":\n'):
            with self.subTest(data=data):
                name = framing.NDJSON if data.startswith(b"{") else framing.LSP
                with self.assertRaises(FramingError):
                    framing.decoder(name).feed(data)

    def test_unknown_framing(self):
        with self.assertRaises(ValueError):
            framing.encode({}, "xml")
