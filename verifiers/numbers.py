"""Reading numbers written in an agent's answer: digits, English number words, Chinese numerals.

``parse_number`` reads one number that is the whole of its input; ``numbers`` finds every
number in running text, in order; ``stated_numbers`` finds the numbers an answer states
firmly (none when it hedges, :mod:`verifiers.hedges`), optionally reading ordinals. Values
are :class:`~decimal.Decimal`, exact, and an integral value has no fractional digits
(``parse_number("3.0") == Decimal("3")``).

Accepted forms (input goes through :func:`verifiers.text.clean` first, so full-width
``１２３`` reads as ``123`` and a zero-width space inside a number is not seen):

* digits with an optional sign, thousands commas and a decimal part, optionally after a
  currency sign or before a percent sign: ``"1,234.50"``, ``"$4,200"``, ``"-3"``, ``"50%"``;
* digits times a Chinese unit: ``"3万"`` is 30000, ``"1.5千"`` is 1500;
* English words: zero to nineteen, the tens, ``hundred``/``thousand``/``million`` with an
  optional ``and`` and hyphens (``"twenty-one"``, ``"two hundred and five"``, ``"a hundred"``,
  ``"nine thousand nine hundred and ninety-nine"``), and ``dozen`` (``"a dozen"`` 12,
  ``"half a dozen"`` 6, ``"two dozen"`` 24);
* Roman numerals after a label (``"page IV"``, ``"Table iii"``, ``"Chapter XII"``; labels in
  ``ROMAN_LABELS``) or as the whole text (``"IV."``); a Roman numeral elsewhere is a word
  ("I", "XL", "MD");
* Chinese numerals 零〇一二两三四五六七八九十百千万亿 (``"十二"``, ``"两百"``, ``"三千五百"``,
  ``"一万二千"``, ``"一百零五"``); a leading ``负`` or ``minus`` negates; ``百分之八十`` (per
  cent) is 80;
* with ``ordinals=True`` (:func:`numbers`, :func:`stated_numbers`): ``"fourth"``,
  ``"twenty-first"``, ``"4th"``, ``"2nd"`` read as 4, 21, 4, 2 (off by default: "the
  second video" and "first" are seldom counts). ``第四`` reads as 4 either way.
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation

from verifiers.text import clean

__all__ = ["parse_number", "numbers", "stated_numbers", "roman", "EN_NUMBER_WORDS", "EN_ORDINALS", "ZH_NUMERAL_CHARS",
           "SPACED_WORD_CHAR", "ROMAN_LABELS", "numbers_only", "cents_to_dollars", "money_stated"]

_UNITS = ("zero one two three four five six seven eight nine ten eleven twelve thirteen "
          "fourteen fifteen sixteen seventeen eighteen nineteen").split()
_TENS = {w: 10 * i for i, w in enumerate("twenty thirty forty fifty sixty seventy eighty ninety".split(), 2)}
_SMALL = {**{w: i for i, w in enumerate(_UNITS)}, **_TENS}
_SCALES = {"hundred": 100, "thousand": 1000, "million": 10 ** 6}
EN_NUMBER_WORDS = tuple(_SMALL) + tuple(_SCALES) + ("dozen",)
# Ordinal words to the cardinal they name: irregular ones, then "-ieth" -> "-y", "-th" -> "".
_IRREGULAR_ORDINALS = {"first": "one", "second": "two", "third": "three", "fifth": "five", "eighth": "eight",
                       "ninth": "nine", "twelfth": "twelve"}
EN_ORDINALS = tuple(_IRREGULAR_ORDINALS) + tuple(
    w[:-1] + "ieth" if w.endswith("y") else (w + "th") for w in [*_UNITS[4:], *_TENS, *_SCALES]
    if w not in ("five", "eight", "nine", "twelve"))

_ZH_DIGITS = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5,
              "六": 6, "七": 7, "八": 8, "九": 9}
_ZH_SMALL_UNITS = {"十": 10, "百": 100, "千": 1000}
_ZH_BIG_UNITS = {"万": 10 ** 4, "亿": 10 ** 8}
ZH_NUMERAL_CHARS = "".join(_ZH_DIGITS) + "".join(_ZH_SMALL_UNITS) + "".join(_ZH_BIG_UNITS)

_DIGITS = r"[-+−]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?"
_DIGITS_RE = re.compile(rf"[$€£¥]?\s*({_DIGITS})\s*%?")
_DIGITS_ZH_UNIT_RE = re.compile(r"(\d+(?:\.\d+)?)([十百千万亿])")
_EN_WORD = "|".join(sorted(EN_NUMBER_WORDS, key=len, reverse=True))
_EN_RUN_RE = re.compile(rf"\b(?:minus )?(?:half[ -]an?[ -]dozen|(?:a |one )?(?:{_EN_WORD})(?:(?:[ -]|-| and )(?:{_EN_WORD}))*)\b")
_EN_ORDINAL = "|".join(sorted(EN_ORDINALS, key=len, reverse=True))
# "twenty-first", "one hundred and fourth", "fourth"; "4th", "21st"
_EN_ORDINAL_RE = re.compile(rf"\b(?:(?:{_EN_WORD})(?:[ -]|-| and ))*(?:{_EN_ORDINAL})\b|(?<![\w.])\d+(?:st|nd|rd|th)\b",
                            re.IGNORECASE)
# Labels after which a Roman numeral is a number ("page IV", "Table iii").
ROMAN_LABELS = ("page", "pages", "p", "pp", "table", "chapter", "section", "part", "figure", "fig", "volume", "vol",
                "exercise", "question", "item", "no", "number", "step", "round", "level", "book", "episode",
                "season", "appendix", "act", "scene", "lesson", "unit")
_ROMAN = r"[ivxlcdm]+"
_ROMAN_RE = re.compile(rf"\b(?:{'|'.join(ROMAN_LABELS)})\.?\s+({_ROMAN})\b", re.IGNORECASE)
_ZH_PERCENT_RE = re.compile(rf"百分之\s*([{ZH_NUMERAL_CHARS}]+|\d+(?:\.\d+)?)")
_ROMAN_VALUES = {"i": 1, "v": 5, "x": 10, "l": 50, "c": 100, "d": 500, "m": 1000}
_ZH_RUN_RE = re.compile(rf"负?[{ZH_NUMERAL_CHARS}]+")
# Chinese words that contain numeral characters but are not numbers.
# Chinese financial numerals (大写数字, written on receipts and cheques) as the common ones.
_ZH_FINANCIAL = str.maketrans("壹贰貳叁參肆伍陆陸柒捌玖拾佰仟萬億兩", "一二二三三四五六六七八九十百千万亿两")
# 一打 (a dozen), 半打; not 打 the verb (打开, 打车, 打电话, ...).
_ZH_DOZEN_RE = re.compile(r"(半|[一两二三四五六七八九十])打(?!开|车|电|卡|扫|印|包|算|折|分|字|听|给|过|了)")
# Money said the Chinese way: 四十五块五 (45.5), 45块5毛, 三元二角.
_ZH_MONEY_RE = re.compile(rf"([{ZH_NUMERAL_CHARS}]+|\d+)\s*(?:块|元)\s*([{ZH_NUMERAL_CHARS}]|\d)(?:\s*(?:毛|角))?(?![\d{ZH_NUMERAL_CHARS}])")
_ZH_NOT_NUMBERS = re.compile(r"一下|一些|一直|一起|一样|一定|一般|一切|一点|一旦|一边|一共|万一|统一|唯一|之一|一致|一律|十分|千万|万分|一向")
# A letter or digit of a script that separates words with spaces (not Chinese, Japanese, Korean):
# a number or date must not touch one, while a Chinese character next to it is a boundary.
SPACED_WORD_CHAR = r"[^\W\u3000-\u9fff\uac00-\ud7af\uf900-\ufaff]"
# (?<!\d[.,]): not the tail of a number already read ("1,2345", "3.5.1"); a number right after
# a comma that follows a word ("Total,159.80", "总共，159.80", NFKC turns "，" into ",") is read.
_FIND_RE = re.compile(rf"(?<!\d[.,])(?<!{SPACED_WORD_CHAR})(?:{_DIGITS_ZH_UNIT_RE.pattern}|[$€£¥]?{_DIGITS}%?)"
                      rf"(?!{SPACED_WORD_CHAR})"
                      rf"|{_EN_RUN_RE.pattern}|{_ZH_RUN_RE.pattern}", re.IGNORECASE)


def _integral(value: Decimal) -> Decimal:
    return value.quantize(Decimal(1)) if value == value.to_integral_value() else value


def _english(words: str) -> int | None:
    """``"two hundred and five"`` -> 205; None unless every word is a number word."""
    total, current, seen = 0, 0, False
    tokens = [t for t in re.split(r"[\s-]+", words.strip()) if t and t != "and"]
    if tokens in (["half", "a", "dozen"], ["half", "an", "dozen"]):
        return 6
    if tokens[:1] == ["a"] and tokens[1:2] and (tokens[1] in _SCALES or tokens[1] == "dozen"):  # "a hundred", not "a"
        tokens[0] = "one"
    for token in tokens:
        if token == "dozen":
            current = (current or 1) * 12
        elif token in _SMALL:
            current += _SMALL[token]
        elif token in _SCALES:
            scale = _SCALES[token]
            if scale == 100:
                current = (current or 1) * 100
            else:
                total += (current or 1) * scale
                current = 0
        else:
            return None
        seen = True
    return total + current if seen else None


def _chinese(chars: str) -> int | None:
    """``"三千零五十"`` -> 3050, ``"十二"`` -> 12, ``"一二三"`` -> 123 (digit by digit)."""
    if not chars or any(c not in ZH_NUMERAL_CHARS for c in chars):
        return None
    if not any(c in _ZH_SMALL_UNITS or c in _ZH_BIG_UNITS for c in chars):
        return int("".join(str(_ZH_DIGITS[c]) for c in chars))
    total, section, digit, last_big = 0, 0, None, 0
    for c in chars:
        if c in _ZH_DIGITS:
            digit = _ZH_DIGITS[c]
        elif c in _ZH_SMALL_UNITS:
            section += (1 if digit is None else digit) * _ZH_SMALL_UNITS[c]
            digit = None
        else:  # 万 or 亿 scales what came before: all of it, or only the section after a larger unit
            big, chunk = _ZH_BIG_UNITS[c], section + (digit or 0)
            total = (total + chunk) * big if big > last_big else total + chunk * big
            section, digit, last_big = 0, None, max(last_big, big)
    return total + section + (digit or 0)


def roman(text: str) -> int | None:
    """The value of a Roman numeral written the standard way (``"iv"`` 4, ``"XII"`` 12,
    ``"mmxxiii"`` 2023), or None (``"iiii"``, ``"vx"``, ``"lunch"``)."""
    s = text.strip().casefold()
    if not s or not re.fullmatch(_ROMAN, s):
        return None
    total = 0
    for i, ch in enumerate(s):
        v = _ROMAN_VALUES[ch]
        total += -v if i + 1 < len(s) and _ROMAN_VALUES[s[i + 1]] > v else v
    return total if total > 0 and _to_roman(total) == s else None


def _to_roman(n: int) -> str:
    out = ""
    for v, r in ((1000, "m"), (900, "cm"), (500, "d"), (400, "cd"), (100, "c"), (90, "xc"), (50, "l"), (40, "xl"),
                 (10, "x"), (9, "ix"), (5, "v"), (4, "iv"), (1, "i")):
        while n >= v:
            out, n = out + r, n - v
    return out


def _ordinal(token: str) -> int | None:
    """``"twenty-first"`` -> 21, ``"4th"`` -> 4, ``"hundredth"`` -> 100."""
    t = token.casefold()
    if m := re.fullmatch(r"(\d+)(?:st|nd|rd|th)", t):
        return int(m.group(1))
    words = re.split(r"([\s-]+)", t)
    last = words[-1]
    last = _IRREGULAR_ORDINALS.get(last) or (last[:-4] + "y" if last.endswith("ieth") else last[:-2])
    value = _english("".join(words[:-1]) + last)
    return value


def parse_number(text: str) -> Decimal | None:
    """The number that ``text`` consists of, or None.

    >>> [parse_number(s) for s in ("1,234.50", "$4,200", "-3", "twenty-one", "三千五百", "１２")]
    [Decimal('1234.50'), Decimal('4200'), Decimal('-3'), Decimal('21'), Decimal('3500'), Decimal('12')]
    >>> parse_number("3.0") == parse_number("three") == 3, parse_number("lunch")
    (True, None)
    """
    s = clean(text).strip().casefold().replace("−", "-").translate(_ZH_FINANCIAL)
    if not s:
        return None
    if m := _DIGITS_RE.fullmatch(s):
        try:
            return _integral(Decimal(m.group(1).replace(",", "")))
        except InvalidOperation:
            return None
    if m := _DIGITS_ZH_UNIT_RE.fullmatch(s):
        unit = {**_ZH_SMALL_UNITS, **_ZH_BIG_UNITS}[m.group(2)]
        return _integral(Decimal(m.group(1)) * unit)
    sign = 1
    for prefix in ("minus ", "负"):
        if s.startswith(prefix):
            sign, s = -1, s[len(prefix):].strip()
    value = _english(s) if s.isascii() else _chinese(s)
    return None if value is None else Decimal(sign * value)


def numbers(text: str, *, ordinals: bool = False) -> list[Decimal]:
    """Every number in running ``text``, in order of appearance.

    Digits must stand apart from Latin letters (``"mp3"`` holds no number, ``"2024年"``
    does); common Chinese words
    spelled with numeral characters (一下, 一些, 唯一, ...) are skipped; a date such as
    ``2024-01-05`` reads as three numbers. Roman numerals are read after a label ("page
    IV") or as the whole text; ordinals ("fourth", "4th") only with ``ordinals=True``.

    >>> numbers("Only 2 of the three, ¥1,200 in total, 两百 or 一万二千")
    [Decimal('2'), Decimal('3'), Decimal('1200'), Decimal('200'), Decimal('12000')]
    """
    return [v for _, _, v in _spans(clean(text), ordinals)]


def _spans(text: str, ordinals: bool) -> list[tuple[int, int, Decimal]]:
    """``(start, end, value)`` of every number in ``text`` (already ``clean``), in order."""
    s = _ZH_NOT_NUMBERS.sub(lambda m: " " * len(m.group()), text.translate(_ZH_FINANCIAL))
    found: list[tuple[int, int, Decimal]] = []
    taken: list[tuple[int, int]] = []
    for m in _ZH_DOZEN_RE.finditer(s):
        found.append((m.start(), m.end(), Decimal(6) if m.group(1) == "半" else 12 * parse_number(m.group(1))))
        taken.append(m.span())
    for m in _ZH_MONEY_RE.finditer(s):
        whole, tenths = parse_number(m.group(1)), parse_number(m.group(2))
        if whole is not None and tenths is not None:
            found.append((m.start(), m.end(), _integral(whole + tenths / 10)))
            taken.append(m.span())
    if ordinals:
        for m in _EN_ORDINAL_RE.finditer(s):
            value = _ordinal(m.group())
            if value is not None:
                found.append((m.start(), m.end(), Decimal(value)))
                taken.append(m.span())
    for m in (m for m in _ZH_PERCENT_RE.finditer(s) if not any(a <= m.start() < b for a, b in taken)):
        # 百分之八十 is 80 (per cent), not 100 and 80
        value = parse_number(m.group(1))
        if value is not None:
            found.append((m.start(), m.end(), value))
            taken.append(m.span())
    for m in _ROMAN_RE.finditer(s):
        value = roman(m.group(1))
        if value is not None:
            found.append((m.start(1), m.end(1), Decimal(value)))
            taken.append(m.span(1))
    if not found and (value := roman(re.sub(r"[\s.。!]+$", "", s.strip()))) is not None and s.strip()[:1].isupper():
        start = len(s) - len(s.lstrip())
        return [(start, start + len(s.strip()), Decimal(value))]   # the whole answer is a Roman numeral ("IV.")
    for m in _FIND_RE.finditer(s):
        if any(a <= m.start() < b or m.start() <= a < m.end() for a, b in taken):
            continue
        token = m.group().strip()
        if token[:1] in "-+" and m.start() > 0 and s[m.start() - 1].isalnum():
            token = token[1:]  # a hyphen between two numbers, not a sign
        value = parse_number(token)
        if value is not None:
            found.append((m.start(), m.end(), value))
    return sorted(found, key=lambda f: f[0])



# A number denied where it stands: "not 6", "isn't 6", "rather than 6", "不是6", "而不是6个".
_DENIED = re.compile(r"(?:\bnot|n't|\brather than|\binstead of|不是|并非|而非)\s*(?:exactly\s+|quite\s+)?$", re.IGNORECASE)


def stated_numbers(text: str, *, ordinals: bool = False) -> list[Decimal]:
    """The numbers an answer states firmly (:func:`numbers` of its firm parts, without a
    number it denies where it stands: "Not 6 -- it's 5." states 5, nor one it names only to
    reject it, :mod:`verifiers.rivals`: "5, not 6", "5 (6 was the other one)"), or ``[]``
    when a doubtful part states one (a hedge, :mod:`verifiers.hedges`):
    ``stated_numbers("5 PDFs, or maybe half a dozen.") == []``."""
    from verifiers.rivals import read_asserted

    def asserted(t: str) -> list[Decimal]:
        c = clean(t)
        return [v for start, _, v in _spans(c, ordinals) if not _DENIED.search(c[:start])]

    return read_asserted(asserted, text, [])


def numbers_only(answer: str, want, allowed=(), ordinals: bool = False, breakdown=()) -> bool:
    """``want`` is among the numbers the answer states firmly (:func:`stated_numbers`) and
    every number is ``want``, ``allowed`` or part of ``breakdown`` given in full
    (:func:`verifiers.rivals.one_value`: the working behind ``want``, all of it or none;
    ``ordinals``: "the fourth page" states 4). ``want``/``allowed``/``breakdown``: ints or
    Decimals."""
    from verifiers.rivals import one_value

    return one_value(stated_numbers(answer, ordinals=ordinals), want, set(allowed), list(breakdown))


def cents_to_dollars(cents: int) -> Decimal:
    """``cents`` (an int) as a dollar amount: ``cents_to_dollars(1250) == Decimal("12.5")``."""
    return Decimal(cents) / 100


_CENT_UNITS = ("cent", "cents")


def money_stated(answer: str, cents: int, allowed=(), breakdown=()) -> bool:
    """The answer states the amount ``cents`` (in dollars) and no number outside it,
    ``allowed``, 1 ("the largest one") and ``breakdown`` (dollar amounts, the working
    behind it: all of them or none, :func:`verifiers.rivals.one_value`; "$122.75, $145.75"
    with one of the two prices subtracted is a rival, not working); "cents" as the unit
    fails (``money_stated("$12.50", 1250)`` holds, ``money_stated("1250 cents", 1250)``
    does not)."""
    from verifiers.answer import mentions
    from verifiers.rivals import one_value

    context = {Decimal(1), *(Decimal(a) for a in allowed)}
    return one_value(stated_numbers(answer), cents_to_dollars(cents), context, [Decimal(b) for b in breakdown]) \
        and not any(mentions(answer, u) for u in _CENT_UNITS)
