"""The HTTP side of :class:`fairmt.llm.client.LLMClient`: one request body on the wire.

Part of :mod:`fairmt.llm.client` (see its ``The key``, ``Retries`` and ``Budget`` notes).
:class:`_Transport` is a mixin of the client: it builds the wire body (with
``response_format``, or the schema in the prompt once the server has refused it), POSTs it
with the key in ``Authorization`` only, never following a redirect, retries timeouts,
connection errors, 408/409/425/429 and 5xx with the project's :class:`fairmt.retry.RetryPolicy`
(honouring ``Retry-After``; a 429 pauses every thread of the client), checks the budget
before every call, and turns the other statuses into :class:`~fairmt.llm.errors.LLMHTTPError`
/ :class:`~fairmt.llm.errors.LLMAuthError` with the server's explanation, the key redacted.
The state it uses (endpoint, opener, key, locks, counters) is set up by the client.
"""

from __future__ import annotations

import http.client
import json
import logging
import threading
import time
import urllib.error
import urllib.request
from typing import Any, NoReturn

from fairmt import __version__
from fairmt.llm.completion import (
    _AUTH_STATUSES,
    _RETRY_AFTER_STATUSES,
    _RETRY_STATUSES,
    _Counters,
    _Prepared,
)
from fairmt.llm.errors import BudgetExceeded, LLMAuthError, LLMHTTPError, LLMTransportError
from fairmt.llm.schema import is_strict_compatible
from fairmt.llm.structured import _mentions_response_format, _RejectsResponseFormat, _with_schema_in_prompt
from fairmt.retry import RetryPolicy, parse_retry_after

__all__ = []

# The client's records, whichever of its modules logs them (one logger name for users to filter).
logger = logging.getLogger("fairmt.llm.client")

_MAX_BODY = 1 << 16
_REDACTED = "***"


class _Secret:
    """Holds the key; its repr and str never show it."""

    __slots__ = ("_value",)

    def __init__(self, value: str) -> None:
        self._value = value

    def get(self) -> str:
        return self._value

    def __repr__(self) -> str:
        return "'<redacted>'" if self._value else "''"

    __str__ = __repr__

    def __reduce__(self) -> NoReturn:
        raise TypeError("the API key holder cannot be pickled")


class _Transient(Exception):
    """A failure worth retrying (timeout, connection error)."""


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    """Never follow a redirect: the Authorization header must not travel to another URL."""

    def redirect_request(
        self,
        req: urllib.request.Request,
        fp: Any,
        code: int,
        msg: str,
        headers: Any,
        newurl: str,
    ) -> urllib.request.Request | None:
        return None


class _Transport:
    """The HTTP exchange of :class:`fairmt.llm.client.LLMClient` (a mixin; see the module doc)."""

    # Set by LLMClient.__init__.
    wire_model: str
    base_url: str
    endpoint: str
    host: str
    api_key_env: str | None
    timeout: float
    max_retries: int
    retry_policy: RetryPolicy
    max_cost: float | None
    _key: _Secret
    _counters: _Counters
    _lock: threading.Lock
    _pause_until: float
    _response_format_ok: bool
    _opener: urllib.request.OpenerDirector

    def _payload(self, p: _Prepared, response_format: bool) -> dict[str, Any]:
        body: dict[str, Any] = {"model": self.wire_model, "messages": p.messages, **p.sampling}
        if p.schema is not None:
            if response_format:
                body["response_format"] = {
                    "type": "json_schema",
                    "json_schema": {
                        "name": "answer",
                        "schema": p.schema,
                        "strict": is_strict_compatible(p.schema),
                    },
                }
            else:
                body["messages"] = _with_schema_in_prompt(p.messages, p.schema)
        return body

    def _redact(self, text: str) -> str:
        key = self._key.get()
        if len(key) >= 8 and key in text:
            text = text.replace(key, _REDACTED)
        return text

    def _exchange(self, p: _Prepared, attempts: list[int]) -> bytes:
        """The 2xx body for ``p``, falling back to the schema-in-prompt form if needed."""
        use_rf = p.schema is not None and self._response_format_ok
        try:
            return self._send(self._payload(p, use_rf), attempts)
        except _RejectsResponseFormat as e:
            if self._response_format_ok:
                self._response_format_ok = False
                logger.warning(
                    "%s rejects response_format (%s); the schema goes in the prompt from now on", self.host, e
                )
            return self._send(self._payload(p, False), attempts)

    def _before_send(self) -> None:
        while True:
            with self._lock:
                wait = self._pause_until - time.monotonic()
            if wait <= 0:
                break
            time.sleep(min(wait, 1.0))
        if self.max_cost is not None:
            spent = self._counters.snapshot().cost
            if spent >= self.max_cost:
                raise BudgetExceeded(spent, self.max_cost)

    def _send(self, body: dict[str, Any], attempts: list[int]) -> bytes:
        data = json.dumps(body, ensure_ascii=False).encode("utf-8")
        problem = ""
        status: int | None = None
        for attempt in range(self.max_retries + 1):
            self._before_send()
            attempts[0] += 1
            self._counters.add(calls=1)
            retry_after: float | None = None
            try:
                status, retry_after_header, raw = self._post(data)
            except _Transient as e:
                status, problem = None, str(e)
            else:
                if 200 <= status < 300:
                    return raw
                detail = self._error_detail(raw)
                if status in (400, 422) and "response_format" in body and _mentions_response_format(raw):
                    raise _RejectsResponseFormat(f"HTTP {status}")
                if status in _AUTH_STATUSES:
                    raise LLMAuthError(self._http_message(status, detail), status)
                if not (status in _RETRY_STATUSES or 500 <= status < 600):
                    raise LLMHTTPError(self._http_message(status, detail), status)
                problem = f"HTTP {status}: {detail}"
                if status in _RETRY_AFTER_STATUSES:
                    retry_after = parse_retry_after(retry_after_header)
            if attempt >= self.max_retries:
                break
            wait = self.retry_policy.delay(attempt, retry_after)
            if retry_after is not None and status == 429:
                with self._lock:
                    self._pause_until = max(self._pause_until, time.monotonic() + wait)
            self._counters.add(retries=1)
            logger.warning(
                "%s: %s; retry %d/%d in %.2fs", self.host, problem, attempt + 1, self.max_retries, wait
            )
            time.sleep(wait)
        n = self.max_retries + 1
        if status is not None:
            raise LLMHTTPError(f"{self.host}: {problem} (gave up after {n} attempt(s))", status)
        raise LLMTransportError(f"{self.host}: {problem} (gave up after {n} attempt(s))")

    def _post(self, data: bytes) -> tuple[int, str | None, bytes]:
        """``(status, Retry-After header, body)``; raises :class:`_Transient`."""
        headers = {
            "Content-Type": "application/json",
            "Accept": "application/json",
            "User-Agent": f"fairmt/{__version__}",
        }
        key = self._key.get()
        if key:
            headers["Authorization"] = "Bearer " + key
        req = urllib.request.Request(self.endpoint, data=data, headers=headers, method="POST")
        try:
            with self._opener.open(req, timeout=self.timeout) as resp:
                return int(resp.status), resp.headers.get("Retry-After"), resp.read()
        except urllib.error.HTTPError as e:
            try:
                raw = e.read(_MAX_BODY)
            except (OSError, http.client.HTTPException):
                raw = b""
            finally:
                e.close()
            return int(e.code), e.headers.get("Retry-After"), raw
        except urllib.error.URLError as e:
            reason = e.reason
            if isinstance(reason, TimeoutError):
                raise _Transient(f"timed out after {self.timeout:g}s") from None
            raise _Transient(self._redact(f"connection failed: {reason}")) from None
        except TimeoutError:
            raise _Transient(f"timed out after {self.timeout:g}s") from None
        except (OSError, http.client.HTTPException) as e:
            raise _Transient(self._redact(f"{type(e).__name__}: {e}")) from None

    def _error_detail(self, raw: bytes) -> str:
        text = raw.decode("utf-8", errors="replace")
        try:
            obj = json.loads(text)
            err = obj.get("error", obj) if isinstance(obj, dict) else obj
            msg = err.get("message", err) if isinstance(err, dict) else err
            text = str(msg)
        except ValueError:
            pass
        text = " ".join(self._redact(text).split())
        return text[:300] + ("..." if len(text) > 300 else "") if text else "(no explanation)"

    def _http_message(self, status: int, detail: str) -> str:
        reason = http.client.responses.get(status, "")
        msg = f"{self.host}: HTTP {status}{' ' + reason if reason else ''}: {detail}"
        if status in (401, 403):
            msg += f" (check the API key in ${self.api_key_env})" if self.api_key_env else " (no key is sent)"
        elif status == 404:
            msg += f" (check base_url {self.base_url!r} and model {self.wire_model!r})"
        elif 300 <= status < 400:
            msg += " (redirects are not followed)"
        return msg
