# aml_lab, part 3 of 3 (labParts.ts joins seeds.py, bench.py and tool_bench.py into the one module): imports in seeds.py.
# ---- Chapter 6: the generator's tools=1 form (src/engine/memoryBench/toolGenerator.ts), which exercise 8's Python
# tests grade with. test/exercises/pythonToolBench.test.ts checks that it gives the engine's data.
_TOOLS = ("read_file", "search", "run_tests")
_MODULES = ("billing", "auth", "cache", "search", "upload", "report", "queue", "mailer", "profile", "export")
_FILES = ("index", "service", "store", "routes", "config", "utils")
_TOOL_TEXT = {
    "en": {
        "task": "The {m} module misbehaves: find out why and fix it.",
        "task_fact": "The {m} module misbehaves: find out why and fix it. Also, the release of module {l} is frozen "
                     "until {d}.",
        "reply": "I changed the {m} module and the tests pass now.",
        "read_file": "What is the value of the constant PORT_{l} in the code read earlier?",
        "search": "Who is the on-call contact for service {l}?",
        "run_tests": "Which checksum did the failing test test_{ll} expect?",
        "user": "Until which day is the release of module {l} frozen?",
        "read_head": "// src/{m}/{f}.ts ({n} lines)",
        "search_head": '{n} matches for "{m} {f}"',
        "tests_head": "{n} tests in {m}, {k} failed",
        "passed": "passed",
        "failed": "FAILED",
        "oncall": "docs/oncall.md:{n}: the on-call contact for service {l} is {a}.",
        "checksum": "  FAILED test_{ll}: expected checksum {a}, got none",
    },
    "fr": {
        "task": "Le module {m} se comporte mal : trouvez pourquoi et corrigez-le.",
        "task_fact": "Le module {m} se comporte mal : trouvez pourquoi et corrigez-le. Au fait, la livraison du "
                     "module {l} est gelée jusqu’à {d}.",
        "reply": "J’ai modifié le module {m} et les tests passent maintenant.",
        "read_file": "Quelle est la valeur de la constante PORT_{l} dans le code lu plus tôt ?",
        "search": "Qui est le contact d’astreinte du service {l} ?",
        "run_tests": "Quelle somme de contrôle le test en échec test_{ll} attendait-il ?",
        "user": "Jusqu’à quel jour la livraison du module {l} est-elle gelée ?",
        "read_head": "// src/{m}/{f}.ts ({n} lignes)",
        "search_head": "{n} résultats pour «\u00a0{m} {f}\u00a0»",
        "tests_head": "{n} tests dans {m}, {k} en échec",
        "passed": "réussi",
        "failed": "ÉCHEC",
        "oncall": "docs/astreinte.md:{n}\u00a0: le contact d’astreinte du service {l} est {a}.",
        "checksum": "  ÉCHEC test_{ll}\u00a0: somme de contrôle attendue {a}, aucune obtenue",
    },
}


def _to_fixed0(x):
    """JavaScript's x.toFixed(0) for 0 <= x < 2**52: the exact value rounded half up (x - floor(x) is exact there)."""
    whole = math.floor(x)
    return str(whole + (1 if x - whole >= 0.5 else 0))


def _call_text(tool, module, file):
    if tool == "read_file":
        return f'read_file("src/{module}/{file}.ts")'
    if tool == "search":
        return f'search("{module} {file}")'
    return f'run_tests("{module}")'


def _result_text(tool, module, file, r, lang, fact=None):
    text = _TOOL_TEXT[lang]
    lines = []
    n = 16 + math.floor(r() * 10)
    for i in range(n):
        k = math.floor(r() * 1000)
        if tool == "read_file":
            if i % 4 == 0:
                lines.append(f"export function {file}{module[0].upper()}{module[1:]}{k}(input: Input): Output {{")
            else:
                lines.append(f"  const step{i} = compute(input.{_pick(_WORDS, r)}, {k}); // {module} {file}")
        elif tool == "search":
            lines.append(f'src/{module}/{_pick(_FILES, r)}.ts:{k}: const {_pick(_WORDS, r)} = load("{module}", {i});')
        else:
            status = text["failed"] if i % 7 == 6 else text["passed"]
            word = _pick(_WORDS, r)
            lines.append(f"  {status} test_{module}_{word}_{k} ({_to_fixed0(r() * 90 + 5)} ms)")
    if fact is not None:
        lines.insert(2 + math.floor(r() * (len(lines) - 2)), fact)
    if tool == "read_file":
        head = text["read_head"].format(m=module, f=file, n=n)
    elif tool == "search":
        head = text["search_head"].format(m=module, f=file, n=n)
    else:
        head = text["tests_head"].format(m=module, n=n, k=sum(1 for line in lines if text["failed"] in line))
    return "\n".join([head] + lines)


def generate_tool_bench(turns, questions, seed=1, lang="en"):
    """The conversation of an agent that calls tools, as the engine's generateToolBench (tools=1): a dict in the
    bench's JSON format with one case. Facts are planted in tool results (a constant in a file read, a contact a
    search found, a failing test's expected checksum) or in a user's task; each is probed by one question."""
    _check_generator(turns, questions, seed, lang)
    r = _rng(_imul(seed, 2654435761) ^ _imul(turns, 97) ^ questions ^ 0x7001)
    slots = []
    while len(slots) < turns:
        module = _pick(_MODULES, r)
        slots.append({"kind": "user", "module": module, "file": _pick(_FILES, r)})
        for _ in range(1 + math.floor(r() * 3)):
            tool = _pick(_TOOLS, r)
            file = _pick(_FILES, r)
            slots.append({"kind": "call", "tool": tool, "module": module, "file": file})
            slots.append({"kind": "result", "tool": tool, "module": module, "file": file})
        slots.append({"kind": "reply", "module": module, "file": ""})
    del slots[turns:]
    eligible = [i for i, s in enumerate(slots) if s["kind"] in ("result", "user")]
    if questions > len(eligible) // 2:
        raise ValueError(f"questions must be at most {len(eligible) // 2} for {turns} turns with tools (half the "
                         "tasks and tool results)")
    facts = {}
    qs = []
    labels, values = set(), set()

    def fresh(make, seen):
        v = make()
        k = 0
        while v in seen and k < 1000:
            v = make()
            k += 1
        if v in seen:
            v = f"{v}{len(seen)}"
        seen.add(v)
        return v

    text = _TOOL_TEXT[lang]
    span = len(eligible) / questions
    for i in range(questions):
        e = math.floor(i * span + r() * span * 0.5)
        while eligible[e % len(eligible)] in facts:
            e += 1
        pos = eligible[e % len(eligible)]
        slot = slots[pos]
        label = fresh(lambda: f"{_pick(_LETTERS, r)}{1 + math.floor(r() * 99)}", labels)
        if slot["kind"] == "user":
            def day():
                d = _pick(_DAYS[lang], r)
                week = 10 + math.floor(r() * 42)
                return f"{d} of week {week}" if lang == "en" else f"{d} de la semaine {week}"
            answer = fresh(day, values)
            fact = text["task_fact"].format(m=slot["module"], l=label, d=answer)
            question = text["user"].format(l=label)
        elif slot["tool"] == "read_file":
            answer = fresh(lambda: str(1000 + math.floor(r() * 9000)), values)
            fact = f"export const PORT_{label} = {answer};"
            question = text["read_file"].format(l=label)
        elif slot["tool"] == "search":
            answer = fresh(lambda: f"{_pick(_NAMES, r)} {_pick(_LETTERS, r)}", values)
            fact = text["oncall"].format(n=1 + math.floor(r() * 200), l=label, a=answer)
            question = text["search"].format(l=label)
        else:
            answer = fresh(lambda: f"{_pick(_WORDS, r)}{10 + math.floor(r() * 90)}", values)
            fact = text["checksum"].format(ll=label.lower(), a=answer)
            question = text["run_tests"].format(ll=label.lower())
        facts[pos] = {"fact": fact, "question": question, "answer": answer}
        distance = math.floor(math.exp(r() * math.log(turns)))
        qs.append({"id": f"q{i + 1}", "after": f"t{min(turns - 1, pos + distance)}", "question": question,
                   "answer": answer, "evidence": [f"t{pos}"]})
    conversation = []
    for i, s in enumerate(slots):
        planted = facts.get(i)
        if s["kind"] == "user":
            content = planted["fact"] if planted else text["task"].format(m=s["module"])
        elif s["kind"] == "call":
            content = _call_text(s["tool"], s["module"], s["file"])
        elif s["kind"] == "result":
            content = _result_text(s["tool"], s["module"], s["file"], r, lang, planted["fact"] if planted else None)
        else:
            content = text["reply"].format(m=s["module"])
        role = "user" if s["kind"] == "user" else "tool" if s["kind"] == "result" else "assistant"
        conversation.append({"id": f"t{i}", "role": role, "content": content})
    qs.sort(key=lambda q: (int(q["after"][1:]), int(q["id"][1:])))
    return {"name": f"generated-tools-{lang}-{turns}-turns-{questions}-questions-seed-{seed}",
            "source": "Agent Memory Lab generator, tools=1 (src/engine/memoryBench/toolGenerator.ts)",
            "licence": "generated by the lab", "cases": [{"id": "generated-tools", "conversation": conversation,
                                                          "questions": qs}]}
