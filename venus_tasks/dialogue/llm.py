"""The ``llm`` user simulator: a chat model answers the agent's questions in natural words,
held to the ``strict`` simulator's decisions (AmbiBench's MUSE user agent is LLM-driven;
its authors name hallucination as the risk, ``shared/seeds/`` AmbiBench section 6).

For each question the strict simulator decides first (kind, filled requirements, reply).
The model (any OpenAI-compatible endpoint, temperature 0) gets the same rules, the goal
and the intent, and words a reply. Its reply is kept only if it agrees with the decision:
an answer must name the requirement's value and no other candidate value; any other kind
of reply must name no value of the intent at all. Otherwise the strict reply is used, so
the scores never depend on the model. Replies are cached by (task, seed, question) in a
JSONL file (the run directory's ``user_replies.jsonl``), so a resumed or repeated run asks
the model nothing twice; each cached line keeps the model's words and what was used.
"""

from __future__ import annotations

import hashlib
import json
import os
import threading
from typing import Any

from venus_tasks.dialogue import DialogueContext, Reply, ReplyKind, UserSimulator, register_user
from venus_tasks.dialogue.strict import StrictUser, language
from verifiers.answer import mentions, normalize

SYSTEM_PROMPT = """You are the user of an Android phone. An assistant is doing a task for you and asks you a question.
Rules:
- Answer only a question that asks for exactly one missing detail listed below, with that detail's value.
- If the question is about operating the screen (which button to tap, whether to scroll), or every detail is already in the task, reply exactly: {refusal}
- If the question is vague or asks for several details at once, reply exactly: {vague}
- If the question asks about something not listed, reply exactly: {no_pref}
- Never invent a value. Reply in one short sentence, in {lang}.
Task given to the assistant: {goal}
Missing details (name: value): {gap}"""


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
        key = _key(self.task.name, self.task.params.get("seed"), question)
        words = self._cache.get(key)
        fresh = words is None
        if fresh:
            words = self._ask(question, context)
        used = words if self._agrees(words, decided) else decided.text
        if fresh:
            self._store(key, words, used)
        return Reply(used, decided.kind, decided.filled)

    def _ask(self, question: str, context: DialogueContext) -> str:
        from venus_tasks.dialogue.strict import NO_PREFERENCE, NON_INFORMATIVE, REFUSAL

        lang = language(context.goal)
        intent = self.strict.intent
        gap = intent.gap(context.goal) if intent else ()
        system = SYSTEM_PROMPT.format(
            refusal=REFUSAL[lang], vague=NON_INFORMATIVE[lang], no_pref=NO_PREFERENCE[lang],
            lang="Chinese" if lang == "zh" else "English", goal=context.goal,
            gap="; ".join(f"{r.names[0]}: {r.value_in(lang)}" for r in gap) or "none")
        resp = self.client.chat.completions.create(
            model=self.model, temperature=0,
            messages=[{"role": "system", "content": system}, {"role": "user", "content": question}])
        return (resp.choices[0].message.content or "").strip()

    def _agrees(self, words: str, decided: Reply) -> bool:
        intent = self.strict.intent
        if intent is None:
            return bool(words.strip())
        values = [v for r in intent.requirements for v in (r.value, r.value_zh, *r.options) if v]
        if decided.kind is ReplyKind.ANSWER:
            r = intent[decided.filled[0]]
            own = [v for v in (r.value, r.value_zh) if v]
            others = [v for v in values if v not in own and not any(mentions(o, v) for o in own)]
            return any(mentions(words, v) for v in own) and not any(mentions(words, v) for v in others)
        return bool(words.strip()) and not any(mentions(words, v) for v in values)

    def _store(self, key: str, words: str, used: str) -> None:
        with self._lock:
            self._cache[key] = words
            if self.cache_path:
                os.makedirs(os.path.dirname(os.path.abspath(self.cache_path)), exist_ok=True)
                with open(self.cache_path, "a", encoding="utf-8") as f:
                    f.write(json.dumps({"key": key, "task": self.task.name, "model": self.model,
                                        "words": words, "used": used}, ensure_ascii=False) + "\n")


def _key(task: str, seed: Any, question: str) -> str:
    return hashlib.sha256(json.dumps([task, seed, normalize(question)]).encode()).hexdigest()


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
