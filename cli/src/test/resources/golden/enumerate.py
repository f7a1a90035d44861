#!/usr/bin/env python3
"""Independent trace counter for the golden corpus.

This is a deliberately small, self-contained re-implementation of the counting semantics of
``jsmc --algorithm dfs --keep-going`` (see README.md next to this file). It does not read C: every
program of the corpus has a hand-written *model* in ``models.py`` that describes the program's
threads as Python generators yielding abstract visible events. The enumerator explores every
interleaving of those events (stateless depth-first search with replay) and reports

    dfs             complete traces (ending normally, in a deadlock, or in an error)
    errors          how many of them end in an error
    deadlocked      how many of them end in a deadlock
    assume-blocked  executions in which some thread is assume-blocked (not traces)

Usage::

    python3 enumerate.py --check               # check every .expected file against its model
    python3 enumerate.py --check litmus        # only the programs under litmus/
    python3 enumerate.py litmus/sb [--unroll N] [--nondet-domain N] [--deadlock-is-error] [-v]
                                                # print the counts of one model (-v: every trace)
    python3 enumerate.py --list                # list the models

``--check`` reads the ``flags:`` line of each expected file (``--unroll``, ``--nondet-domain``,
``--deadlock-is-error``; other flags such as ``-m32`` do not change counts) and compares verdict,
error kind, dfs, errors, deadlocked and assume-blocked.

Writing a model
---------------
A thread is a generator function ``f(ctx, *args)``. It yields events (constructors below) and
receives the event's result (the value read, the tid spawned, the join's return value, ...).
Ordinary Python between two yields is the thread-local code that jsmc runs eagerly.

    def t(ctx):
        v = yield R('x')          # load of a global (one event)
        yield W('x', v + 1)       # store (one event)

    def main(ctx):
        a = yield SPAWN(t)
        b = yield SPAWN(t)
        yield JOIN(a)
        yield JOIN(b)
        x = yield R('x')
        yield from ASSERT(x == 2)  # assert is not an event; a failure ends the execution

Events: R, W, RMW, CAS, FENCE, LOCK, UNLOCK, TRYLOCK, RDLOCK, WRLOCK, RWUNLOCK, TRYRD, TRYWR,
INIT, DESTROY, WAIT (= CondWait + CondWake), SIGNAL, BCAST, SPAWN, JOIN, ABEGIN, AEND, EXIT, FREE.
Not events: SET (initial values, private writes), CHOICE (a nondet value, resolved where the thread reaches it; it multiplies executions
but is not an interleaving point), ASSUME, FAIL/ASSERT, loop headers (``ctx.loop()``).
Everything ``main`` does before its first SPAWN, except CHOICEs, is executed immediately and is
not an event (the sequential prefix).
"""

import os
import re
import sys

# ---------------------------------------------------------------------------------------------
# Events (yielded by model threads)


class Op:
    __slots__ = ("kind", "a", "b", "c")

    def __init__(self, kind, a=None, b=None, c=None):
        self.kind, self.a, self.b, self.c = kind, a, b, c

    def __repr__(self):
        args = [x for x in (self.a, self.b, self.c) if x is not None]
        shown = [getattr(x, "__name__", x) for x in args]
        return self.kind + "(" + ",".join(map(str, shown)) + ")"


def R(var):
    """Load of shared location ``var``; returns its value (initially 0 unless set in the prefix)."""
    return Op("R", var)


def W(var, val):
    """Store of ``val`` to shared location ``var``."""
    return Op("W", var, val)


def RMW(var, fn):
    """Atomic read-modify-write: writes fn(old); returns old."""
    return Op("RMW", var, fn)


def CAS(var, expected, new):
    """Compare-exchange; returns the old value (success iff old == expected)."""
    return Op("CAS", var, expected, new)


def FENCE():
    return Op("FENCE")


def LOCK(m):
    return Op("LOCK", m)


def UNLOCK(m):
    return Op("UNLOCK", m)


def TRYLOCK(m):
    """Returns 0 on success, 16 (EBUSY) on failure."""
    return Op("TRYLOCK", m)


def RDLOCK(l):
    return Op("RDLOCK", l)


def WRLOCK(l):
    return Op("WRLOCK", l)


def RWUNLOCK(l):
    return Op("RWUNLOCK", l)


def TRYRD(l):
    return Op("TRYRD", l)


def TRYWR(l):
    return Op("TRYWR", l)


def INIT(obj):
    """pthread_{mutex,rwlock,cond}_init."""
    return Op("INIT", obj)


def DESTROY(obj):
    """pthread_{mutex,rwlock,cond}_destroy; destroying a held mutex/rwlock is pthread misuse."""
    return Op("DESTROY", obj)


def WAIT(cond, m):
    """pthread_cond_wait: two events, CondWait (releases m) and CondWake (re-acquires m)."""
    return Op("WAIT", cond, m)


def SIGNAL(cond):
    return Op("SIGNAL", cond)


def BCAST(cond):
    return Op("BCAST", cond)


def SPAWN(fn, *args):
    """pthread_create; returns the child's tid. The child runs to its first event in this step."""
    return Op("SPAWN", fn, args)


def JOIN(tid):
    """pthread_join; enabled once tid finished; returns the thread's return value."""
    return Op("JOIN", tid)


def ABEGIN():
    return Op("ABEGIN")


def AEND():
    return Op("AEND")


def EXIT():
    return Op("EXIT")


def FREE(obj):
    """free() of a shared heap object (an event); double free is an error."""
    return Op("FREE", obj)


def CHOICE(n=None):
    """__VERIFIER_nondet_*: a value 0..n-1 (n=None: the --nondet-domain; use 2 for _Bool)."""
    return Op("CHOICE", n)


def SET(var, val):
    """Not an event: sets ``var`` directly. Models initial values and writes to memory that is
    private when written and escapes later (e.g. a block returned through pthread_join)."""
    return Op("SET", var, val)


def ASSUME(cond):
    return Op("ASSUME", bool(cond))


def FAIL(kind="assertion"):
    return Op("FAIL", kind)


def ASSERT(cond, kind="assertion"):
    """``yield from ASSERT(c)``: fails the execution with ``kind`` when c is false."""
    if not cond:
        yield FAIL(kind)


EVENT_KINDS = {
    "R", "W", "RMW", "CAS", "FENCE", "LOCK", "UNLOCK", "TRYLOCK", "RDLOCK", "WRLOCK",
    "RWUNLOCK", "TRYRD", "TRYWR", "INIT", "DESTROY", "WAIT", "WAKE", "SIGNAL", "BCAST", "SPAWN",
    "JOIN", "ABEGIN", "AEND", "EXIT", "FREE",
}

EBUSY = 16

# ---------------------------------------------------------------------------------------------
# The engine: one execution, replayed from a list of decisions


class NeedDecision(Exception):
    pass


class ModelError(Exception):
    """The model does something the enumerator refuses to decide (an ambiguity)."""


class Loop:
    """One entry of a loop; ``yield from lp.header()`` at every arrival at the loop header."""

    def __init__(self, engine):
        self.engine, self.arrivals = engine, 0

    def header(self):
        self.arrivals += 1
        if self.engine.unroll and self.arrivals > self.engine.unroll:
            self.engine.bound_hit = True
            yield ASSUME(False)


class Ctx:
    def __init__(self, engine):
        self._e = engine

    def loop(self):
        return Loop(self._e)

    @property
    def domain(self):
        return self._e.domain


class Thread:
    def __init__(self, tid, gen):
        self.tid, self.gen = tid, gen
        self.status = "enabled"  # enabled | finished | assume | error
        self.pending = None
        self.retval = None
        self.joined = False
        self.waiting = None  # (cond, mutex) while between CondWait and CondWake
        self.released = False  # a broadcast released it


class Engine:
    def __init__(self, main, decisions, domain=2, unroll=0):
        self.decisions, self.pos = decisions, 0
        self.domain, self.unroll = domain, unroll
        self.made = []  # (options, chosen index) for every decision point
        self.mem = {}
        self.freed = set()
        self.owner = {}  # mutex -> tid
        self.writer, self.readers = {}, {}
        self.tokens = []  # pending signals: [cond, set of eligible tids]
        self.atomic = None
        self.threads = []
        self.prefix = True
        self.outcome = None
        self.error = None
        self.bound_hit = False
        self.trace = []
        self.ctx = Ctx(self)
        self._new_thread(main, ())

    # -- decisions
    def decide(self, options):
        if self.pos < len(self.decisions):
            i = self.decisions[self.pos]
        else:
            i = 0
        self.made.append((len(options), i))
        self.pos += 1
        return options[i]

    # -- threads
    def _new_thread(self, fn, args):
        t = Thread(len(self.threads), fn(self.ctx, *args))
        self.threads.append(t)
        self._advance(t, None)
        return t.tid

    def _advance(self, t, val):
        """Run t's thread-local code until its next visible event (or its end)."""
        while self.outcome is None:
            try:
                op = t.gen.send(val)
            except StopIteration as stop:
                t.status, t.pending, t.retval = "finished", None, stop.value
                return
            val = None
            if op.kind == "CHOICE":
                n = op.a if op.a is not None else self.domain
                val = self.decide(list(range(n)))
                continue
            if op.kind == "ASSUME":
                if not op.a:
                    t.status, t.pending = "assume", None
                    if self.atomic == t.tid:
                        self.atomic = None  # the section ends; the others go on
                    return
                continue
            if op.kind == "SET":
                self.mem[op.a] = op.b
                continue
            if op.kind == "FAIL":
                self._fail(t, op.a)
                return
            if op.kind not in EVENT_KINDS:
                raise ModelError("unknown op " + op.kind)
            if self.prefix and op.kind != "SPAWN":
                if not self._enabled_op(t, op):
                    raise ModelError("blocking operation in the sequential prefix: %r" % op)
                val = self._perform(t, op, record=False)
                if self.outcome is not None or t.status != "enabled":
                    return
                continue
            t.pending = op
            return

    def _fail(self, t, kind):
        t.status, t.pending = "error", None
        self.error = kind
        self.outcome = "error"

    # -- enabledness
    def _enabled_op(self, t, op):
        if self.atomic is not None and self.atomic != t.tid:
            return False
        k = op.kind
        if k == "LOCK":
            return self.owner.get(op.a) is None
        if k == "RDLOCK":
            return self.writer.get(op.a) is None
        if k == "WRLOCK":
            return self.writer.get(op.a) is None and not self.readers.get(op.a)
        if k == "JOIN":
            return self.threads[op.a].status == "finished"
        if k == "WAKE":
            cond, m = op.a, op.b
            if self.owner.get(m) is not None:
                return False
            return t.released or any(c == cond and t.tid in s for c, s in self.tokens)
        return True

    def enabled(self):
        return [t.tid for t in self.threads if t.status == "enabled" and t.pending is not None
                and self._enabled_op(t, t.pending)]

    # -- performing events
    def _perform(self, t, op, record=True):
        if record:
            self.trace.append((t.tid, op))
        k, a = op.kind, op.a
        if k in ("R", "W", "RMW", "CAS") and a in self.freed:
            self._fail(t, "use-after-free")
            return None
        if k == "R":
            return self.mem.get(a, 0)
        if k == "W":
            self.mem[a] = op.b
            return None
        if k == "RMW":
            old = self.mem.get(a, 0)
            self.mem[a] = op.b(old)
            return old
        if k == "CAS":
            old = self.mem.get(a, 0)
            if old == op.b:
                self.mem[a] = op.c
            return old
        if k == "FENCE":
            return None
        if k == "LOCK":
            self.owner[a] = t.tid
            return 0
        if k == "TRYLOCK":
            if self.owner.get(a) is None:
                self.owner[a] = t.tid
                return 0
            return EBUSY
        if k == "UNLOCK":
            if self.owner.get(a) != t.tid:
                self._fail(t, "pthread-misuse")
                return None
            self.owner[a] = None
            return 0
        if k == "RDLOCK":
            self.readers.setdefault(a, set()).add(t.tid)
            return 0
        if k == "WRLOCK":
            self.writer[a] = t.tid
            return 0
        if k == "TRYRD":
            if self.writer.get(a) is None:
                self.readers.setdefault(a, set()).add(t.tid)
                return 0
            return EBUSY
        if k == "TRYWR":
            if self.writer.get(a) is None and not self.readers.get(a):
                self.writer[a] = t.tid
                return 0
            return EBUSY
        if k == "RWUNLOCK":
            if self.writer.get(a) == t.tid:
                self.writer[a] = None
            elif t.tid in self.readers.get(a, set()):
                self.readers[a].discard(t.tid)
            else:
                self._fail(t, "pthread-misuse")
            return 0
        if k == "INIT":
            self.owner[a] = None
            return 0
        if k == "DESTROY":
            if self.owner.get(a) is not None or self.writer.get(a) is not None \
                    or self.readers.get(a):
                self._fail(t, "pthread-misuse")
            return 0
        if k == "WAIT":  # CondWait: release the mutex, start waiting
            cond, m = a, op.b
            if self.owner.get(m) != t.tid:
                self._fail(t, "pthread-misuse")
                return None
            self.owner[m] = None
            t.waiting, t.released = (cond, m), False
            return "WAKE"
        if k == "WAKE":
            cond, m = a, op.b
            if not t.released:
                mine = [tok for tok in self.tokens if tok[0] == cond and t.tid in tok[1]]
                if len(mine) > 1 and any(tok[1] != mine[0][1] for tok in mine):
                    raise ModelError("ambiguous: several pending signals could wake thread %d"
                                     % t.tid)
                self.tokens.remove(mine[0])
            t.waiting, t.released = None, False
            self.owner[m] = t.tid
            return 0
        if k == "SIGNAL":
            waiters = {u.tid for u in self.threads if u.waiting and u.waiting[0] == a
                       and not u.released}
            if waiters:
                self.tokens.append([a, waiters])
            return 0
        if k == "BCAST":
            for u in self.threads:
                if u.waiting and u.waiting[0] == a:
                    u.released = True
            return 0
        if k == "SPAWN":
            self.prefix = False
            return self._new_thread(a, op.b)
        if k == "JOIN":
            target = self.threads[a]
            if target.joined:
                self._fail(t, "pthread-misuse")
                return None
            target.joined = True
            return target.retval
        if k == "ABEGIN":
            self.atomic = t.tid
            return 0
        if k == "AEND":
            self.atomic = None
            return 0
        if k == "EXIT":
            self.outcome = "complete"
            return None
        if k == "FREE":
            if a in self.freed:
                self._fail(t, "double-free")
                return None
            self.freed.add(a)
            return 0
        raise ModelError("cannot perform " + k)

    def step(self, tid):
        t = self.threads[tid]
        op = t.pending
        t.pending = None
        val = self._perform(t, op)
        if self.outcome is not None or t.status != "enabled":
            return
        if val == "WAKE":  # the second half of pthread_cond_wait is the next event
            t.pending = Op("WAKE", op.a, op.b)
            return
        self._advance(t, val)

    def final_outcome(self):
        if self.outcome is not None:
            return self.outcome
        if any(t.status == "assume" for t in self.threads):
            return "assume-blocked"
        if any(t.status == "enabled" for t in self.threads):
            return "deadlock"
        return "complete"

    def run(self):
        while self.outcome is None:
            en = self.enabled()
            if not en:
                break
            self.step(self.decide(en))
        return self.final_outcome()


# ---------------------------------------------------------------------------------------------
# Exploration


def explore(main, domain=2, unroll=0, deadlock_is_error=False, verbose=False, limit=2_000_000):
    """Explores every execution of the model; returns a dict of counts."""
    res = {"dfs": 0, "errors": 0, "deadlocked": 0, "assume-blocked": 0, "error-kinds": set(),
           "bound-hit": False, "executions": 0}
    stack = [[]]
    while stack:
        decisions = stack.pop()
        e = Engine(main, decisions, domain, unroll)
        outcome = e.run()
        res["executions"] += 1
        if res["executions"] > limit:
            raise ModelError("more than %d executions" % limit)
        # schedule the unexplored siblings of every fresh decision point
        for depth in range(len(decisions), len(e.made)):
            n, _ = e.made[depth]
            base = [i for _, i in e.made[:depth]]
            for alt in range(n - 1, 0, -1):
                stack.append(base + [alt])
        res["bound-hit"] |= e.bound_hit
        if outcome == "assume-blocked":
            res["assume-blocked"] += 1
        elif outcome == "deadlock":
            res["dfs"] += 1
            res["deadlocked"] += 1
            if deadlock_is_error:
                res["errors"] += 1
                res["error-kinds"].add("deadlock")
        elif outcome == "error":
            res["dfs"] += 1
            res["errors"] += 1
            res["error-kinds"].add(e.error)
        else:
            res["dfs"] += 1
        if verbose:
            print("%-14s %s" % (outcome if outcome != "error" else "error:" + e.error,
                                " ".join("%d:%r" % (tid, op) for tid, op in e.trace)))
    return res


# ---------------------------------------------------------------------------------------------
# Expected files

HERE = os.path.dirname(os.path.abspath(__file__))


def parse_expected(path):
    keys = {}
    with open(path) as f:
        for line in f:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            k, _, v = line.partition(":")
            if k.strip() != "output":
                v = v.split("#", 1)[0]
            keys[k.strip()] = v.strip()
    return keys


def parse_flags(flags):
    opts = {"domain": 2, "unroll": 0, "deadlock_is_error": False}
    words = flags.split()
    i = 0
    while i < len(words):
        w = words[i]
        if w == "--unroll":
            opts["unroll"] = int(words[i + 1])
            i += 1
        elif w.startswith("--unroll="):
            opts["unroll"] = int(w.split("=", 1)[1])
        elif w == "--nondet-domain":
            opts["domain"] = int(words[i + 1])
            i += 1
        elif w.startswith("--nondet-domain="):
            opts["domain"] = int(w.split("=", 1)[1])
        elif w == "--deadlock-is-error":
            opts["deadlock_is_error"] = True
        i += 1
    return opts


def expected_files(prefix=""):
    out = []
    for root, _, files in os.walk(HERE):
        for f in sorted(files):
            if f.endswith(".expected"):
                rel = os.path.relpath(os.path.join(root, f), HERE)[: -len(".expected")]
                if rel.startswith(prefix):
                    out.append(rel)
    return sorted(out)


def check(prefix=""):
    from models import MODELS

    failures = 0
    names = expected_files(prefix)
    for name in names:
        exp = parse_expected(os.path.join(HERE, name + ".expected"))
        if "dfs" not in exp:
            # dpor/: closed-form DPOR counts, checked by GoldenTest and the oracle, not dfs counts
            print("skipped      %-40s (no dfs count)" % name)
            continue
        model = MODELS.get(name)
        if model is None:
            print("MISSING MODEL", name)
            failures += 1
            continue
        opts = parse_flags(exp.get("flags", ""))
        try:
            res = explore(model, opts["domain"], opts["unroll"], opts["deadlock_is_error"])
        except ModelError as err:
            print("MODEL ERROR  ", name, err)
            failures += 1
            continue
        got = {
            "verdict": "error" if res["errors"] else "ok",
            "dfs": str(res["dfs"]),
            "errors": str(res["errors"]),
            "deadlocked": str(res["deadlocked"]),
            "assume-blocked": str(res["assume-blocked"]),
        }
        want = {
            "verdict": exp.get("verdict"),
            "dfs": exp.get("dfs"),
            "errors": exp.get("errors", "0"),
            "deadlocked": exp.get("deadlocked", "0"),
            "assume-blocked": exp.get("assume-blocked", "0"),
        }
        bad = [k for k in want if want[k] != got[k]]
        if res["errors"]:
            kinds = res["error-kinds"]
            if len(kinds) != 1 or exp.get("error") not in kinds:
                bad.append("error kind %s vs %s" % (sorted(kinds), exp.get("error")))
        elif "error" in exp:
            bad.append("error key without errors")
        if exp.get("bound-hit", "false") != ("true" if res["bound-hit"] else "false"):
            bad.append("bound-hit")
        if bad:
            failures += 1
            print("MISMATCH     %s: %s; expected %s" % (name, got, want), bad)
        else:
            print("ok           %-40s dfs %s" % (name, got["dfs"]))
    stale = set(MODELS) - set(expected_files(""))
    for s in sorted(stale):
        print("MODEL WITHOUT EXPECTED FILE", s)
        failures += 1
    print("%d programs, %d failures" % (len(names), failures))
    return failures


def main(argv):
    sys.path.insert(0, HERE)
    sys.modules.setdefault("enumerate", sys.modules[__name__])  # models.py imports this module
    if "--check" in argv:
        rest = [a for a in argv if a != "--check"]
        return 1 if check(rest[0] if rest else "") else 0
    from models import MODELS

    if "--list" in argv or not argv:
        for k in sorted(MODELS):
            print(k)
        return 0
    name = argv[0]
    opts = parse_flags(" ".join(argv[1:]))
    res = explore(MODELS[name], opts["domain"], opts["unroll"], opts["deadlock_is_error"],
                  verbose="-v" in argv)
    res["error-kinds"] = sorted(res["error-kinds"])
    print(res)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
