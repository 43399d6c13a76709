"""Regular expressions over a small alphabet compiled to minimal DFAs (no regex engine at run time).

A pattern is parsed with Python's own parser (re._parser), turned into a Thompson NFA,
determinized and minimised. Accepting states carry a bit mask of tags, so several
patterns (a region's number types) share one automaton and one walk classifies a number.
"""
import re
import re._constants as C
import re._parser as P

DIGITS = "0123456789"
POSTAL = DIGITS + "ABCDEFGHIJKLMNOPQRSTUVWXYZ" + " -"


class Alphabet:
    def __init__(self, characters):
        self.characters = characters
        self.index = {c: i for i, c in enumerate(characters)}

    def __len__(self):
        return len(self.characters)

    def symbols(self, char_code, ignore_case=True):
        c = chr(char_code)
        found = set()
        for variant in {c, c.upper()} if ignore_case else {c}:
            if variant in self.index:
                found.add(self.index[variant])
        return found


class NFA:
    def __init__(self, alphabet):
        self.alphabet = alphabet
        self.edges = []  # per state: list of (frozenset symbols, target)
        self.eps = []
        self.tags = {}

    def state(self):
        self.edges.append([])
        self.eps.append([])
        return len(self.edges) - 1

    def add(self, pattern, tag):
        """Adds `pattern` (a string, matched against the whole text, or a list of parsed items)
        accepting with `tag` (a bit mask); returns its start."""
        start, end = self._build(edges_removed(P.parse(pattern) if isinstance(pattern, str) else pattern))
        self.tags[end] = self.tags.get(end, 0) | tag
        return start

    def _set(self, items):
        result, negate = set(), False
        for op, arg in items:
            if op is C.NEGATE:
                negate = True
            elif op is C.LITERAL:
                result |= self.alphabet.symbols(arg)
            elif op is C.RANGE:
                for code in range(arg[0], arg[1] + 1):
                    result |= self.alphabet.symbols(code)
            elif op is C.CATEGORY:
                if arg is C.CATEGORY_DIGIT:
                    result |= {self.alphabet.index[d] for d in DIGITS}
                elif arg is C.CATEGORY_WORD:
                    result |= {i for c, i in self.alphabet.index.items() if c.isalnum()}
                elif arg is C.CATEGORY_SPACE:
                    result |= self.alphabet.symbols(32)
                else:
                    raise ValueError(f"category {arg}")
            else:
                raise ValueError(f"set item {op}")
        return set(range(len(self.alphabet))) - result if negate else result

    def _build(self, items):
        start = self.state()
        current = start
        for op, arg in items:
            s, e = self._item(op, arg)
            self.eps[current].append(s)
            current = e
        return start, current

    def _item(self, op, arg):
        if op in (C.LITERAL, C.NOT_LITERAL, C.IN, C.ANY):
            if op is C.LITERAL:
                symbols = self.alphabet.symbols(arg)
            elif op is C.NOT_LITERAL:
                symbols = set(range(len(self.alphabet))) - self.alphabet.symbols(arg)
            elif op is C.ANY:
                symbols = set(range(len(self.alphabet)))
            else:
                symbols = self._set(arg)
            s, e = self.state(), self.state()
            self.edges[s].append((frozenset(symbols), e))
            return s, e
        if op is C.BRANCH:
            s, e = self.state(), self.state()
            for alternative in arg[1]:
                a, b = self._build(alternative)
                self.eps[s].append(a)
                self.eps[b].append(e)
            return s, e
        if op is C.SUBPATTERN:
            return self._build(arg[3])
        if op in (C.MAX_REPEAT, C.MIN_REPEAT, C.POSSESSIVE_REPEAT):
            low, high, body = arg
            s = self.state()
            current = s
            for _ in range(low):
                a, b = self._build(body)
                self.eps[current].append(a)
                current = b
            if high is C.MAXREPEAT:
                a, b = self._build(body)
                self.eps[current].append(a)
                self.eps[b].append(a)
                end = self.state()
                self.eps[current].append(end)
                self.eps[b].append(end)
                return s, end
            end = self.state()
            for _ in range(high - low):
                self.eps[current].append(end)
                a, b = self._build(body)
                self.eps[current].append(a)
                current = b
            self.eps[current].append(end)
            return s, end
        if op is C.AT:
            # A leading ^ and a trailing $ of a whole-text pattern are removed before building
            # (edges_removed); an anchor anywhere else cannot be a plain automaton step. A `$`
            # that ends one alternative of a prefix pattern is the caller's to handle (the
            # generator splits such patterns into rules with an "anchored" flag).
            raise ValueError(f"anchor {arg} inside a pattern")
        raise ValueError(f"unsupported regex construct {op}")

    def closure(self, states):
        stack, seen = list(states), set(states)
        while stack:
            for t in self.eps[stack.pop()]:
                if t not in seen:
                    seen.add(t)
                    stack.append(t)
        return frozenset(seen)


def edges_removed(items):
    """`items` (parsed) without a leading `^` and a trailing `$`: both always hold for a
    pattern matched against the whole text."""
    items = list(items.data if hasattr(items, "data") else items)
    if items and _zero_width(items[0], C.AT_BEGINNING):
        items = items[1:]
    if items and _zero_width(items[-1], C.AT_END):
        items = items[:-1]
    return items


def _zero_width(item, edge):
    """Whether `item` only asserts something that always holds at that edge of the whole text:
    the anchor itself, or a group of alternatives that are all anchors, one of them `edge`
    (Bahrain's postal `(?:^|\\b)`)."""
    op, arg = item
    if op is C.AT:
        return arg is edge
    if op is C.SUBPATTERN and arg[0] is None and len(arg[3]) == 1:
        return _zero_width(arg[3][0], edge)
    if op is C.BRANCH:
        alternatives = [list(a) for a in arg[1]]
        return (all(len(a) == 1 and a[0][0] is C.AT for a in alternatives)
                and any(a[0][1] is edge for a in alternatives))
    return False


class DFA:
    """Minimal DFA: state 0 is the start, -1 the dead state; labels[s] is the tag mask."""

    def __init__(self, size, transitions, labels):
        self.size, self.transitions, self.labels = size, transitions, labels

    @staticmethod
    def compile(alphabet, patterns):
        """`patterns`: list of (pattern, tag) matched against the whole text."""
        nfa = NFA(alphabet)
        root = nfa.state()
        for pattern, tag in patterns:
            nfa.eps[root].append(nfa.add(pattern, tag))
        start = nfa.closure([root])
        index, order, rows, labels = {start: 0}, [start], [], []
        while len(rows) < len(order):
            current = order[len(rows)]
            labels.append(sum(0 for _ in ()) | _or(nfa.tags.get(s, 0) for s in current))
            row = []
            for symbol in range(len(alphabet)):
                targets = [t for s in current for (symbols, t) in nfa.edges[s] if symbol in symbols]
                if not targets:
                    row.append(-1)
                    continue
                target = nfa.closure(targets)
                if target not in index:
                    index[target] = len(order)
                    order.append(target)
                row.append(index[target])
            rows.append(row)
        return DFA(len(rows), rows, labels)._pruned()._minimised()

    def _pruned(self):
        live = {s for s in range(self.size) if self.labels[s]}
        changed = True
        while changed:
            changed = False
            for s in range(self.size):
                if s not in live and any(t in live for t in self.transitions[s]):
                    live.add(s)
                    changed = True
        if 0 not in live:
            return DFA(1, [[-1] * len(self.transitions[0])], [0])
        rows = [[t if t in live else -1 for t in row] for row in self.transitions]
        return DFA(self.size, rows, self.labels)

    def _minimised(self):
        block = list(self.labels)
        while True:
            signatures = {}
            new = []
            for s in range(self.size):
                key = (block[s], tuple(block[t] if t >= 0 else None for t in self.transitions[s]))
                new.append(signatures.setdefault(key, len(signatures)))
            if len(signatures) == len(set(block)):
                break
            block = new
        # Renumber reachable blocks from the start, breadth first.
        representative = {}
        for s in range(self.size):
            representative.setdefault(block[s], s)
        order, index = [block[0]], {block[0]: 0}
        i = 0
        while i < len(order):
            s = representative[order[i]]
            for t in self.transitions[s]:
                if t >= 0 and block[t] not in index:
                    index[block[t]] = len(order)
                    order.append(block[t])
            i += 1
        rows = [[index[block[t]] if t >= 0 else -1 for t in self.transitions[representative[b]]] for b in order]
        labels = [self.labels[representative[b]] for b in order]
        return DFA(len(rows), rows, labels)

    def prefixes(self, alphabet, text):
        """The lengths of the prefixes of `text` that the automaton accepts, shortest first."""
        state, found = 0, [0] if self.labels[0] else []
        for i, c in enumerate(text):
            symbol = alphabet.index.get(c)
            if symbol is None:
                break
            state = self.transitions[state][symbol]
            if state < 0:
                break
            if self.labels[state]:
                found.append(i + 1)
        return found

    def sample(self, rng, alphabet, stop=0.3, limit=40):
        """A random text the automaton accepts (a random walk to an accepting state), or None."""
        state, out = 0, []
        for _ in range(limit):
            if self.labels[state] and rng.random() < stop:
                return "".join(out)
            moves = [(s, t) for s, t in enumerate(self.transitions[state]) if t >= 0]
            if not moves:
                break
            symbol, state = rng.choice(moves)
            out.append(alphabet.characters[symbol])
        return "".join(out) if self.labels[state] else None

    def run(self, alphabet, text):
        """The label after reading the whole of `text` (0 when it is rejected)."""
        state = 0
        for c in text:
            symbol = alphabet.index.get(c)
            if symbol is None:
                return 0
            state = self.transitions[state][symbol]
            if state < 0:
                return 0
        return self.labels[state]

    def encode(self):
        """Bytes: alphabet size, class count, state count (2, little-endian), transition width
        (1 or 2 bytes), the class of each symbol, the transitions (all ones = dead), then each
        state's label (2 bytes, little-endian)."""
        width = len(self.transitions[0])
        columns, class_map = {}, []
        for symbol in range(width):
            column = tuple(row[symbol] for row in self.transitions)
            class_map.append(columns.setdefault(column, len(columns)))
        classes = list(columns)
        wide = 2 if self.size >= 255 else 1
        dead = 0xFFFF if wide == 2 else 0xFF
        out = bytearray([width, len(classes)]) + self.size.to_bytes(2, "little") + bytes([wide]) + bytes(class_map)
        for s in range(self.size):
            for c in range(len(classes)):
                target = classes[c][s]
                out += (dead if target < 0 else target).to_bytes(wide, "little")
        for label in self.labels:
            out += label.to_bytes(2, "little")
        return bytes(out)


def _or(values):
    result = 0
    for v in values:
        result |= v
    return result
