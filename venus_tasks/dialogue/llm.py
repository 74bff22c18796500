"""The ``llm`` user simulator: a chat model words the ``strict`` simulator's decisions in
natural words (AmbiBench's MUSE user agent is LLM-driven; its authors name hallucination as
the risk, ``shared/seeds/`` AmbiBench section 6).

For each question the strict simulator decides first (kind, filled requirements, reply).
The model (any OpenAI-compatible endpoint, temperature 0) is given that decision, the goal
and the question, and words it; it is never shown a value the decision did not release.
Its words are used only if they pass every check of ``dialogue.reply_check`` (same kind,
only the released values, no action syntax, no instructions to the agent, no device
facts, the goal's language, a length bound); otherwise the strict wording is used and the
reply's ``replaced`` names the failed check, so the scores never depend on the model. A
model that cannot be asked (an HTTP error after the client's retries, an empty response)
gives the strict wording too, ``replaced`` ``"model_error: ..."``.

Replies are cached by (task, seed, question, goal, decision) in a JSONL file (the run
directory's ``user_replies.jsonl``), so a resumed or repeated run asks the model nothing
twice; each cached line keeps the model's words, what was used and why.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import logging
import os
import threading
from typing import Any

from venus_tasks import writes
from venus_tasks.dialogue import DialogueContext, Reply, ReplyKind, UserSimulator, register_user
from venus_tasks.dialogue.reply_check import failure
from venus_tasks.dialogue.strict import StrictUser, language
from verifiers.answer import normalize

log = logging.getLogger(__name__)

SYSTEM_PROMPT = """You are the user of an Android phone. An assistant doing a task for you asked you a question, and what you reply has been decided.
Decided reply: {decided}
{kind_rule}
Word the decided reply as you would say it: one short sentence in {lang}.
Rules:
- Say only what the decided reply says. Add no value, name, number, date, file or other fact.
- Do not tell the assistant what to do, and do not say yes or no to its question.
- Write plain words: no action, JSON, code, markup or labels such as "Action:".
Task you gave the assistant: {goal}"""

KIND_RULES = {
    ReplyKind.ANSWER: "It answers the question with that value; write the value exactly as given.",
    ReplyKind.REFUSAL: "It declines the question: the assistant must decide for itself from the task as given.",
    ReplyKind.NO_PREFERENCE: "It says you have no preference about this.",
    ReplyKind.NON_INFORMATIVE: "It gives no detail: the assistant should ask about one specific detail it needs.",
}


class LlmUser(UserSimulator):
    """See the module docstring. ``client`` is an ``openai.OpenAI``-like object (tests pass
    one); otherwise one is made from ``base_url`` and ``api_key``.

    Raises:
      ValueError: no ``model`` given.
    """

    def __init__(self, task: Any, *, model: str, base_url: str = "", api_key: str = "",
                 cache_path: str | None = None, client: Any = None):
        if not model:
            raise ValueError("the llm user simulator needs a model: pass --user_model")
        self.task, self.model, self.cache_path = task, model, cache_path
        self.strict = StrictUser(getattr(task, "intent", None))
        if client is None:
            import openai
            client = openai.OpenAI(base_url=base_url or None, api_key=api_key or "EMPTY", timeout=60, max_retries=2)
        self.client = client
        self._lock = threading.Lock()
        self._cache = _load(cache_path)

    def reply(self, question: str, context: DialogueContext) -> Reply:
        decided = self.strict.reply(question, context)
        key = _key(self.task.name, self.task.params.get("seed"), question, context.goal, decided)
        words = self._cache.get(key)
        fresh = words is None
        if fresh:
            try:
                words = self._ask(question, context, decided)
            except Exception as e:  # noqa: BLE001 - the strict decision stands without the model
                log.warning("llm user simulator: %s: %s; the strict wording is used", type(e).__name__, e)
                return dataclasses.replace(decided, replaced=f"model_error: {type(e).__name__}: {e}"[:300])
        why = failure(words, decided, question, context.goal, self.strict.intent)
        if fresh:
            self._store(key, words, decided.text if why else words, why)
        if why:
            return dataclasses.replace(decided, replaced=why)
        return Reply(words, decided.kind, decided.filled)

    def _ask(self, question: str, context: DialogueContext, decided: Reply) -> str:
        """The model's wording of ``decided``. Raises whatever the client raises, and
        ValueError for a response without a message."""
        lang = language(context.goal)
        system = SYSTEM_PROMPT.format(
            decided=decided.text, kind_rule=KIND_RULES.get(decided.kind, "Say exactly the decided reply."),
            lang="Chinese" if lang == "zh" else "English", goal=context.goal)
        resp = self.client.chat.completions.create(
            model=self.model, temperature=0,
            messages=[{"role": "system", "content": system}, {"role": "user", "content": question}])
        if not getattr(resp, "choices", None):
            raise ValueError("the response has no choices")
        return (resp.choices[0].message.content or "").strip()

    def _store(self, key: str, words: str, used: str, why: str | None) -> None:
        """Append the model's words to the cache file (``writes.append_line``: a full disk
        raises ``writes.RunDirWriteError``)."""
        with self._lock:
            self._cache[key] = words
            if self.cache_path:
                line = json.dumps({"key": key, "task": self.task.name, "model": self.model, "words": words,
                                   "used": used, "replaced": why or ""}, ensure_ascii=False) + "\n"
                writes.append_line(self.cache_path, line.encode("utf-8", errors="backslashreplace"))


def _key(task: str, seed: Any, question: str, goal: str, decided: Reply) -> str:
    """The cache key: the same question on the same instance, goal (variant) and decision."""
    parts = [task, seed, normalize(question), goal, decided.kind.value, decided.text, list(decided.filled)]
    return hashlib.sha256(json.dumps(parts, default=str).encode()).hexdigest()


def _load(path: str | None) -> dict[str, str]:
    """Cached model replies by key; lines that do not parse are skipped."""
    cache: dict[str, str] = {}
    if path and os.path.exists(path):
        with open(path, encoding="utf-8", errors="replace") as f:
            for line in f:
                try:
                    row = json.loads(line)
                    cache[row["key"]] = row["words"]
                except (ValueError, KeyError, TypeError):
                    continue
    return cache


@register_user("llm")
def _llm(task, **options) -> LlmUser:
    return LlmUser(task, model=options.get("model", ""), base_url=options.get("base_url", ""),
                   api_key=options.get("api_key", ""), cache_path=options.get("cache_path"),
                   client=options.get("client"))
