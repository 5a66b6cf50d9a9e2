"""The two framings of the wire (docs/protocol.md §1.2): one JSON object per line, or LSP's
`Content-Length` headers. Encoders turn a message into bytes; decoders are fed bytes as they
arrive, in chunks of any size, and return the whole messages they complete."""

import json

NDJSON = "ndjson"
LSP = "lsp"
FRAMINGS = (NDJSON, LSP)


class FramingError(Exception):
    """The server wrote something that is not a frame of the framing in use."""


def encode(message, framing):
    return frame(json.dumps(message, separators=(",", ":"), ensure_ascii=False).encode("utf-8"), framing)


def frame(body, framing):
    """`body` (bytes, JSON or not) as one frame."""
    if framing == NDJSON:
        return body + b"\n"
    if framing == LSP:
        return b"Content-Length: %d\r\n\r\n" % len(body) + body
    raise ValueError("unknown framing %r; use one of %s" % (framing, ", ".join(FRAMINGS)))


def decoder(framing):
    if framing == NDJSON:
        return NdjsonDecoder()
    if framing == LSP:
        return LspDecoder()
    raise ValueError("unknown framing %r; use one of %s" % (framing, ", ".join(FRAMINGS)))


def _parse(body):
    try:
        return json.loads(body.decode("utf-8"))
    except (UnicodeDecodeError, ValueError) as error:
        raise FramingError("not a JSON message: %s" % error) from error


class NdjsonDecoder:
    """One message per line; a `\\r` before the `\\n` and blank lines are ignored."""

    def __init__(self):
        self._buffer = b""

    def feed(self, data):
        self._buffer += data
        *lines, self._buffer = self._buffer.split(b"\n")
        return [_parse(line) for line in lines if line.strip(b" \t\r")]


class LspDecoder:
    """`Content-Length: N` and other headers, an empty line, then N bytes of JSON."""

    def __init__(self):
        self._buffer = b""

    def feed(self, data):
        self._buffer += data
        messages = []
        while True:
            header_end, separator = self._find_header_end()
            if header_end < 0:
                return messages
            length = self._content_length(self._buffer[:header_end])
            body_start = header_end + separator
            if len(self._buffer) < body_start + length:
                return messages
            messages.append(_parse(self._buffer[body_start : body_start + length]))
            self._buffer = self._buffer[body_start + length :]

    def _find_header_end(self):
        crlf = self._buffer.find(b"\r\n\r\n")
        lf = self._buffer.find(b"\n\n")
        if lf >= 0 and (crlf < 0 or lf < crlf):
            return lf, 2
        return crlf, 4

    @staticmethod
    def _content_length(header):
        length = None
        for line in header.replace(b"\r\n", b"\n").split(b"\n"):
            name, colon, value = line.partition(b":")
            if not colon:
                raise FramingError("header line without ':': %r" % line)
            if name.strip().lower() == b"content-length":
                if not value.strip().isdigit():
                    raise FramingError("Content-Length is not a number: %r" % value)
                length = int(value)
        if length is None:
            raise FramingError("no Content-Length in header %r" % header)
        return length
