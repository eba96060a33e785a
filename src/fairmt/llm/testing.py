"""A loopback chat-completions server for tests: scripted answers and faults.

::

    from fairmt.llm.testing import FakeLLMServer, Reply

    with FakeLLMServer([Reply.rate_limited(retry_after=1), Reply.json({"score": 90})]) as server:
        client = LLMClient("gpt-4.1-mini", base_url=server.url, cache=False)
        ...
        assert server.requests[0].authorization == "Bearer sk-test"

The server listens on 127.0.0.1 (a free port), answers ``POST .../chat/completions`` (and
``GET .../models``) from a thread per connection, and records every request it received in
:attr:`FakeLLMServer.requests` (path, headers including ``Authorization``, parsed body).

What it answers: ``script`` is either a sequence consumed one entry per request, in arrival
order, a callable ``f(request_json) -> answer`` asked for every request, or a single answer
given to every request. An answer is a
:class:`Reply`, a ``dict``/``list`` (sent as JSON content), a ``str`` (sent as content) or a
callable taking the request JSON and returning one of those. When a sequence runs out,
``default`` answers (same forms); without one, the server answers HTTP 410 "script
exhausted", which the client does not retry, so a test that asks more than it scripted
fails loudly.

Faults: :meth:`Reply.timeout` (sleeps past the client's timeout), :meth:`Reply.rate_limited`
(429 + ``Retry-After``), :meth:`Reply.error` (any status, e.g. 500), :meth:`Reply.malformed`
(content that is not JSON), :meth:`Reply.truncated` (``finish_reason: "length"``),
:meth:`Reply.reject_response_format` (400 naming ``response_format``), :meth:`Reply.raw`
(any body). ``Reply(delay=...)`` delays any answer (to shuffle completion order).
"""

from __future__ import annotations

import http.server
import json
import threading
from collections import deque
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from types import TracebackType
from typing import Any

__all__ = ["Answer", "FakeLLMServer", "RecordedRequest", "Reply", "echo_last_user"]


@dataclass(frozen=True)
class Reply:
    """One scripted answer: a chat completion (``status`` 200) or an error/fault."""

    content: str | None = ""
    status: int = 200
    finish_reason: str = "stop"
    prompt_tokens: int = 10
    completion_tokens: int = 5
    usage: bool = True
    delay: float = 0.0
    headers: Mapping[str, str] = field(default_factory=dict)
    body: bytes | None = None  # sent as is instead of a chat completion / error JSON
    refusal: str | None = None

    @classmethod
    def json(cls, obj: Any, **kw: Any) -> Reply:
        """A normal answer whose content is ``obj`` as JSON."""
        return cls(content=json.dumps(obj, ensure_ascii=False), **kw)

    @classmethod
    def text(cls, text: str, **kw: Any) -> Reply:
        """A normal answer with ``text`` as content."""
        return cls(content=text, **kw)

    @classmethod
    def malformed(cls, text: str = 'Here is my answer: {"score": ', **kw: Any) -> Reply:
        """Content that is not valid JSON."""
        return cls(content=text, **kw)

    @classmethod
    def truncated(cls, text: str = '{"errors": [{"severity": "min', **kw: Any) -> Reply:
        """Output cut off by the token limit (``finish_reason: "length"``)."""
        return cls(content=text, finish_reason="length", **kw)

    @classmethod
    def timeout(cls, seconds: float = 5.0) -> Reply:
        """No answer for ``seconds`` (then a normal one, which a timed-out client never reads)."""
        return cls(content="{}", delay=seconds)

    @classmethod
    def error(cls, status: int = 500, message: str = "internal error", **kw: Any) -> Reply:
        """An HTTP error with an OpenAI-style ``{"error": {"message": ...}}`` body."""
        body = json.dumps({"error": {"message": message, "type": "server_error", "code": status}}).encode()
        return cls(content=None, status=status, body=body, **kw)

    @classmethod
    def rate_limited(cls, retry_after: float | str | None = 1, message: str = "rate limit reached") -> Reply:
        """HTTP 429 with ``Retry-After`` (seconds; ``None`` for no header)."""
        headers = {} if retry_after is None else {"Retry-After": str(retry_after)}
        return cls.error(429, message, headers=headers)

    @classmethod
    def reject_response_format(cls) -> Reply:
        """HTTP 400 saying ``response_format`` is not supported (as some servers do)."""
        return cls.error(400, "Unsupported parameter: 'response_format' (json_schema) is not supported here")

    @classmethod
    def raw(cls, body: bytes | str, status: int = 200, **kw: Any) -> Reply:
        """Any body, e.g. a 200 that is not a chat completion."""
        data = body.encode() if isinstance(body, str) else body
        return cls(content=None, status=status, body=data, **kw)


Answer = Reply | dict[str, Any] | list[Any] | str | Callable[[dict[str, Any]], Any]


@dataclass(frozen=True)
class RecordedRequest:
    """A request the server received."""

    method: str
    path: str
    headers: dict[str, str]
    body: dict[str, Any] | None
    raw: bytes

    @property
    def authorization(self) -> str | None:
        return self.headers.get("authorization")

    @property
    def messages(self) -> list[dict[str, Any]]:
        return list((self.body or {}).get("messages", []))

    @property
    def response_format(self) -> dict[str, Any] | None:
        return (self.body or {}).get("response_format")

    @property
    def model(self) -> str | None:
        return (self.body or {}).get("model")


def echo_last_user(request: dict[str, Any]) -> Reply:
    """An answer repeating the last user message as ``{"echo": text}`` (for ordering tests)."""
    users = [m for m in request.get("messages", []) if m.get("role") == "user"]
    text = users[-1]["content"] if users else ""
    return Reply.json({"echo": text})


def _to_reply(answer: Any, request: dict[str, Any]) -> Reply:
    while callable(answer) and not isinstance(answer, Reply):
        answer = answer(request)
    if isinstance(answer, Reply):
        return answer
    if isinstance(answer, dict | list):
        return Reply.json(answer)
    if isinstance(answer, str):
        return Reply.text(answer)
    raise TypeError(f"FakeLLMServer: cannot answer with {type(answer).__name__}")


class FakeLLMServer:
    """A chat-completions server on 127.0.0.1 replaying ``script`` (see the module doc)."""

    def __init__(
        self,
        script: Iterable[Answer] | Answer | None = None,
        *,
        default: Answer | None = None,
        model: str = "fake-model",
    ) -> None:
        self._fn: Callable[[dict[str, Any]], Any] | None = None
        self._queue: deque[Answer] = deque()
        if isinstance(script, Reply | dict | str):
            default, script = script, None  # one answer for every request
        if callable(script):
            self._fn = script
        elif script is not None:
            self._queue.extend(script)
        self.default = default
        self.model = model
        self.requests: list[RecordedRequest] = []
        self._lock = threading.Lock()
        self._closing = threading.Event()
        owner = self

        class Handler(http.server.BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, format: str, *args: Any) -> None:
                return None

            def _record(self, raw: bytes) -> dict[str, Any] | None:
                try:
                    body = json.loads(raw) if raw else None
                except ValueError:
                    body = None
                rec = RecordedRequest(
                    method=self.command,
                    path=self.path,
                    headers={k.lower(): v for k, v in self.headers.items()},
                    body=body if isinstance(body, dict) else None,
                    raw=raw,
                )
                with owner._lock:
                    owner.requests.append(rec)
                return rec.body

            def _send(self, status: int, body: bytes, headers: Mapping[str, str] | None = None) -> None:
                try:
                    self.send_response(status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(body)))
                    for k, v in (headers or {}).items():
                        self.send_header(k, v)
                    self.end_headers()
                    self.wfile.write(body)
                except OSError:
                    pass  # the client went away (e.g. after its timeout)

            def do_GET(self) -> None:
                self._record(b"")
                if self.path.rstrip("/").endswith("/models"):
                    data = {"object": "list", "data": [{"id": owner.model, "object": "model"}]}
                    self._send(200, json.dumps(data).encode())
                else:
                    self._send(404, b'{"error": {"message": "not found"}}')

            def do_POST(self) -> None:
                n = int(self.headers.get("Content-Length") or 0)
                raw = self.rfile.read(n) if n else b""
                request = self._record(raw)
                if not self.path.rstrip("/").endswith("/chat/completions"):
                    self._send(404, b'{"error": {"message": "not found"}}')
                    return
                if request is None:
                    self._send(400, b'{"error": {"message": "the body is not a JSON object"}}')
                    return
                reply = owner._next(request)
                if reply.delay > 0 and owner._closing.wait(reply.delay):
                    return
                self._send(reply.status, owner._body(reply, request), reply.headers)

        self._server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        self.port = int(self._server.server_address[1])
        self.url = f"http://127.0.0.1:{self.port}/v1"
        self._thread = threading.Thread(
            target=self._server.serve_forever, kwargs={"poll_interval": 0.02}, name="fake-llm", daemon=True
        )
        self._thread.start()

    def _next(self, request: dict[str, Any]) -> Reply:
        with self._lock:
            if self._fn is not None:
                answer: Any = self._fn
            elif self._queue:
                answer = self._queue.popleft()
            elif self.default is not None:
                answer = self.default
            else:
                return Reply.error(410, "FakeLLMServer: script exhausted")
        return _to_reply(answer, request)

    def _body(self, reply: Reply, request: dict[str, Any]) -> bytes:
        if reply.body is not None:
            return reply.body
        message: dict[str, Any] = {"role": "assistant", "content": reply.content}
        if reply.refusal is not None:
            message["refusal"] = reply.refusal
        data: dict[str, Any] = {
            "id": f"chatcmpl-{len(self.requests)}",
            "object": "chat.completion",
            "model": request.get("model", self.model),
            "choices": [{"index": 0, "message": message, "finish_reason": reply.finish_reason}],
        }
        if reply.usage:
            data["usage"] = {
                "prompt_tokens": reply.prompt_tokens,
                "completion_tokens": reply.completion_tokens,
                "total_tokens": reply.prompt_tokens + reply.completion_tokens,
            }
        return json.dumps(data, ensure_ascii=False).encode()

    def add(self, *answers: Answer) -> None:
        """Append answers to the script (sequence mode)."""
        with self._lock:
            self._queue.extend(answers)

    @property
    def remaining(self) -> int:
        """Scripted answers not yet used."""
        with self._lock:
            return len(self._queue)

    @property
    def chat_requests(self) -> list[RecordedRequest]:
        """The chat-completions requests received (what a test usually counts)."""
        with self._lock:
            return [r for r in self.requests if r.path.rstrip("/").endswith("/chat/completions")]

    def close(self) -> None:
        self._closing.set()
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(timeout=5)

    def __enter__(self) -> FakeLLMServer:
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()
