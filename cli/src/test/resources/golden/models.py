"""Event-level models of the golden programs, for enumerate.py.

One entry per program: ``MODELS["family/name"] = main`` where ``main(ctx)`` is a generator
function describing what the C program's ``main`` does, in terms of visible events (see the
docstring of enumerate.py). Each model is a hand translation of its C file: every load or store of
a global or of escaped memory in the C source is one R/W, every pthread call one event, and the
thread-local computation is ordinary Python. Comments name the C lines when that helps.

Variables are named after the C globals; ``'p[1]'`` is an element of a shared heap block.
"""

from enumerate import (ABEGIN, AEND, ASSERT, ASSUME, BCAST, CAS, CHOICE, DESTROY, EXIT, FAIL,
                       FENCE, FREE, INIT, JOIN, LOCK, R, RDLOCK, RMW, RWUNLOCK, SET, SIGNAL, SPAWN,
                       TRYLOCK, TRYRD, TRYWR, UNLOCK, W, WAIT, WRLOCK)

MODELS = {}


def model(name):
    def register(fn):
        MODELS[name] = fn
        return fn

    return register


def seq(ctx):
    """A single-threaded program without nondet calls: no events, one trace."""
    return
    yield


def seq_error(kind):
    """A single-threaded program that fails with ``kind`` in its sequential prefix."""

    def main(ctx):
        yield FAIL(kind)

    return main


def pattern_create2_join2(t1, t2, after=None):
    """main: create(t1); create(t2); join(t1); join(t2); then ``after`` (a generator fn)."""

    def main(ctx):
        a = yield SPAWN(t1)
        b = yield SPAWN(t2)
        ra = yield JOIN(a)
        rb = yield JOIN(b)
        if after is not None:
            yield from after(ctx, ra, rb)

    return main


# ---------------------------------------------------------------------------------------------
# instructions/: single-threaded, everything in the sequential prefix

for _name in [
    "int_arith", "shifts_bitwise", "unsigned_wrap", "compare", "casts", "float_arith",
    "select_ternary", "switch_dense", "switch_sparse", "loops", "goto", "funcptr", "recursion",
    "varargs", "structs", "unions", "bitfields", "pointers", "array2d", "strings", "global_init",
    "scalar_types", "builtin_bits", "builtin_arith", "builtin_mem", "vector_ext",
    "vector_loop_o2", "vla", "atomics_sequential", "sync_builtins", "lp64_layout",
    "static_locals",
]:
    MODELS["instructions/" + _name] = seq

# ---------------------------------------------------------------------------------------------
# memory/

for _name in ["malloc_free", "calloc_realloc", "linked_list"]:
    MODELS["memory/" + _name] = seq


@model("memory/heap_shared")
def _(ctx):
    def worker(ctx):
        yield W("p[1]", 2)

    t = yield SPAWN(worker)
    yield W("p[0]", 1)
    yield JOIN(t)
    a = yield R("p[0]")
    b = yield R("p[1]")
    yield from ASSERT(a + b == 3)
    yield FREE("p")  # p escaped, so free(p) is an event (after the join: no new interleaving)


@model("memory/stack_shared")
def _(ctx):
    def reader(ctx):
        v = yield R("v")
        return v

    yield SET("v", 1)  # int v = 1; in the prefix
    t = yield SPAWN(reader)
    yield W("v", 2)
    r = yield JOIN(t)
    yield from ASSERT(r in (1, 2))


@model("memory/free_shared")
def _(ctx):
    def consumer(ctx):
        yield W("p", 7)
        yield FREE("p")

    t = yield SPAWN(consumer)
    yield W("g", 1)
    yield JOIN(t)


@model("memory/private_heap")
def _(ctx):
    def worker(ctx, i):
        yield W("done[%d]" % i, 120)  # the private block is not visible

    a = yield SPAWN(worker, 0)
    b = yield SPAWN(worker, 1)
    yield JOIN(a)
    yield JOIN(b)


@model("memory/join_returns_heap")
def _(ctx):
    def produce(ctx, n, block):
        yield SET(block, n * n)  # *r = n * n: the block is private when written
        return block

    a = yield SPAWN(produce, 3, "ra")
    b = yield SPAWN(produce, 4, "rb")
    ra = yield JOIN(a)
    rb = yield JOIN(b)
    x = yield R(ra)  # the blocks escaped through pthread_join: reads are events
    y = yield R(rb)
    yield from ASSERT(x + y == 25)
    yield FREE(ra)
    yield FREE(rb)

# ---------------------------------------------------------------------------------------------
# libc/

MODELS["libc/string_funcs"] = seq
MODELS["libc/printf_output"] = seq
MODELS["libc/exit_early"] = seq  # exit() in the prefix ends the run: one complete trace


def _locked_add(ctx, v):
    yield LOCK("m")
    x = yield R("x")
    yield W("x", x + v)
    yield UNLOCK("m")


@model("libc/printf_threads")
def _(ctx):
    a = yield SPAWN(_locked_add, 10)
    b = yield SPAWN(_locked_add, 32)
    yield JOIN(a)
    yield JOIN(b)
    x = yield R("x")
    yield from ASSERT(x == 42)  # (the C program prints x; every trace prints x=42)

# ---------------------------------------------------------------------------------------------
# pthread/


def _store(var, val=1):
    """A thread whose only event is one store."""

    def t(ctx):
        yield W(var, val)

    t.__name__ = "store_" + var
    return t


MODELS["pthread/create_join"] = pattern_create2_join2(_store("x"), _store("y"))


@model("pthread/join_reverse")
def _(ctx):
    a = yield SPAWN(_store("x"))
    b = yield SPAWN(_store("y"))
    yield JOIN(b)
    yield JOIN(a)


@model("pthread/self_exit_value")
def _(ctx):
    def worker(ctx):
        yield W("seen", "tid1")  # seen = pthread_self()
        return 42  # pthread_exit((void *)42): not an event

    t = yield SPAWN(worker)
    yield W("z", 1)
    r = yield JOIN(t)
    yield from ASSERT(r == 42)
    s1 = yield R("seen")  # assert(seen == t)
    yield from ASSERT(s1 == "tid1")
    s2 = yield R("seen")  # assert(seen != me)
    yield from ASSERT(s2 != "tid0")


@model("pthread/nested_spawn")
def _(ctx):
    def child(ctx):
        g = yield SPAWN(_store("x"))
        yield W("y", 1)
        yield JOIN(g)

    c = yield SPAWN(child)
    yield JOIN(c)
    x = yield R("x")
    if x == 1:  # && short-circuits
        y = yield R("y")
        yield from ASSERT(y == 1)
    else:
        yield FAIL()


@model("pthread/main_no_join")
def _(ctx):
    yield SPAWN(_store("x"))
    yield SPAWN(_store("y"))


@model("pthread/after_main_returns")
def _(ctx):
    def worker(ctx):
        f = yield R("flag")
        if f == 1:
            yield FAIL("assertion")  # reach_error()

    yield SPAWN(worker)
    yield W("flag", 1)


@model("pthread/main_pthread_exit")
def _(ctx):
    yield SPAWN(_store("x"))
    yield W("y", 1)  # then pthread_exit(NULL): main ends, not an event


@model("pthread/pass_args")
def _(ctx):
    def work(ctx, i):
        value = yield R("jobs[%d].value" % i)  # *j->slot = j->value * 10: rhs first
        slot = yield R("jobs[%d].slot" % i)
        yield W(slot, value * 10)

    for i in range(2):
        yield SET("jobs[%d].value" % i, i + 1)  # prefix initialisation
        yield SET("jobs[%d].slot" % i, "results[%d]" % i)
    t0 = yield SPAWN(work, 0)
    t1 = yield SPAWN(work, 1)
    yield JOIN(t0)
    yield JOIN(t1)
    a = yield R("results[0]")
    b = yield R("results[1]")
    yield from ASSERT(a + b == 30)


@model("pthread/exit_in_thread")
def _(ctx):
    def worker(ctx):
        yield W("x", 1)
        yield EXIT()

    t = yield SPAWN(worker)
    yield W("y", 1)
    yield JOIN(t)
    yield FAIL()  # reach_error(): never reached, the join never becomes enabled


@model("pthread/three_threads")
def _(ctx):
    ts = []
    for i in range(3):
        ts.append((yield SPAWN(_store("slot[%d]" % i))))
    for t in ts:
        yield JOIN(t)

# ---------------------------------------------------------------------------------------------
# mutex/


def _inc(var="x"):
    """x++ on a global: a load and a store."""
    v = yield R(var)
    yield W(var, v + 1)


def _locked_inc(ctx):
    yield LOCK("m")
    yield from _inc()
    yield UNLOCK("m")


@model("mutex/counter_lock")
def _(ctx):
    a = yield SPAWN(_locked_inc)
    b = yield SPAWN(_locked_inc)
    yield from _locked_inc(ctx)
    yield JOIN(a)
    yield JOIN(b)
    x = yield R("x")
    yield from ASSERT(x == 3)


def _nolock_inc(ctx):
    yield from _inc()


def _assert_x_is(n):
    def after(ctx, ra, rb):
        x = yield R("x")
        yield from ASSERT(x == n)

    return after


MODELS["mutex/counter_nolock"] = pattern_create2_join2(_nolock_inc, _nolock_inc, _assert_x_is(2))


def _try_inc(ctx):
    r = yield TRYLOCK("m")
    if r == 0:
        yield from _inc()
        yield UNLOCK("m")


@model("mutex/trylock")
def _(ctx):
    t = yield SPAWN(_try_inc)
    yield from _try_inc(ctx)
    yield JOIN(t)
    v = yield R("x")
    yield from ASSERT(v in (1, 2))


@model("mutex/init_destroy")
def _(ctx):
    def worker(ctx):
        yield LOCK("m")
        yield W("x", 1)
        yield UNLOCK("m")

    yield INIT("m")  # prefix: not an event
    t = yield SPAWN(worker)
    yield INIT("m2")
    yield LOCK("m2")
    yield W("y", 1)
    yield UNLOCK("m2")
    yield DESTROY("m2")
    yield JOIN(t)
    yield DESTROY("m")


def _enter(locked):
    def enter(ctx, me):
        if locked:
            yield LOCK("m")
        yield W("owner", me)
        o = yield R("owner")
        yield from ASSERT(o == me)
        if locked:
            yield UNLOCK("m")

    return enter


@model("mutex/critical_section")
def _(ctx):
    a = yield SPAWN(_enter(True), 1)
    b = yield SPAWN(_enter(True), 2)
    yield JOIN(a)
    yield JOIN(b)


@model("mutex/critical_section_nolock")
def _(ctx):
    a = yield SPAWN(_enter(False), 1)
    b = yield SPAWN(_enter(False), 2)
    yield JOIN(a)
    yield JOIN(b)

# ---------------------------------------------------------------------------------------------
# condvar/


def _wait_for(flag, cond="c", mutex="m"):
    """lock; while (!flag) pthread_cond_wait; (caller continues holding the mutex)"""
    yield LOCK(mutex)
    while True:
        v = yield R(flag)
        if v:
            return
        yield WAIT(cond, mutex)


@model("condvar/prod_cons")
def _(ctx):
    def producer(ctx):
        yield LOCK("m")
        yield W("data", 42)
        yield W("ready", 1)
        yield SIGNAL("c")
        yield UNLOCK("m")

    def consumer(ctx):
        yield from _wait_for("ready")
        d = yield R("data")
        yield UNLOCK("m")
        yield from ASSERT(d == 42)

    q = yield SPAWN(consumer)
    p = yield SPAWN(producer)
    yield JOIN(q)
    yield JOIN(p)


def _waiter(ctx):
    yield from _wait_for("go")
    yield UNLOCK("m")


def _two_waiters(wake):
    def main(ctx):
        a = yield SPAWN(_waiter)
        b = yield SPAWN(_waiter)
        yield LOCK("m")
        yield W("go", 1)
        yield wake("c")
        yield UNLOCK("m")
        yield JOIN(a)
        yield JOIN(b)

    return main


MODELS["condvar/broadcast"] = _two_waiters(BCAST)
MODELS["condvar/signal_one"] = _two_waiters(SIGNAL)


@model("condvar/lost_signal")
def _(ctx):
    def waiter(ctx):
        yield LOCK("m")
        yield WAIT("c", "m")
        yield UNLOCK("m")

    def signaller(ctx):
        yield LOCK("m")
        yield SIGNAL("c")
        yield UNLOCK("m")

    w = yield SPAWN(waiter)
    s = yield SPAWN(signaller)
    yield JOIN(w)
    yield JOIN(s)


@model("condvar/init_destroy")
def _(ctx):
    def producer(ctx):
        yield LOCK("m")
        yield W("ready", 1)
        yield SIGNAL("c")
        yield UNLOCK("m")

    yield INIT("m")
    yield INIT("c")
    p = yield SPAWN(producer)
    yield from _wait_for("ready")
    yield UNLOCK("m")
    yield JOIN(p)
    yield DESTROY("c")
    yield DESTROY("m")

# ---------------------------------------------------------------------------------------------
# rwlock/


@model("rwlock/readers_writer")
def _(ctx):
    def reader(ctx):
        yield RDLOCK("l")
        a = yield R("x")
        b = yield R("y")
        yield RWUNLOCK("l")
        yield from ASSERT(a == b)

    r1 = yield SPAWN(reader)
    r2 = yield SPAWN(reader)
    yield WRLOCK("l")
    yield W("x", 1)
    yield W("y", 1)
    yield RWUNLOCK("l")
    yield JOIN(r1)
    yield JOIN(r2)


def _inside(lock):
    def t(ctx, me):
        yield lock("l")
        yield W("inside[%d]" % me, 1)
        other = yield R("inside[%d]" % (1 - me))
        if other:
            yield FAIL()  # reach_error()
        yield W("inside[%d]" % me, 0)
        yield RWUNLOCK("l")

    return t


MODELS["rwlock/readers_share"] = lambda ctx: (yield from _spawn2_join2(_inside(RDLOCK)))
MODELS["rwlock/writers_exclusive"] = lambda ctx: (yield from _spawn2_join2(_inside(WRLOCK)))


def _spawn2_join2(fn):
    a = yield SPAWN(fn, 0)
    b = yield SPAWN(fn, 1)
    yield JOIN(a)
    yield JOIN(b)


@model("rwlock/try_locks")
def _(ctx):
    def trier(ctx):
        r = yield TRYWR("l")
        if r == 0:
            yield W("x", 1)
            yield RWUNLOCK("l")
        r = yield TRYRD("l")
        yield from ASSERT(r == 0)
        yield RWUNLOCK("l")

    yield INIT("l")
    t = yield SPAWN(trier)
    yield RDLOCK("l")
    yield RWUNLOCK("l")
    yield JOIN(t)
    yield DESTROY("l")

# ---------------------------------------------------------------------------------------------
# atomics/


def _fetch_add(var, n=1):
    def t(ctx):
        yield RMW(var, lambda v: v + n)

    return t


MODELS["atomics/fetch_add"] = pattern_create2_join2(
    _fetch_add("counter"), _fetch_add("counter"), lambda ctx, ra, rb: _check("counter", 2))


def _check(var, want):
    v = yield R(var)
    yield from ASSERT(v == want)


@model("atomics/cas_winner")
def _(ctx):
    def candidate(ctx, me):
        old = yield CAS("owner", 0, me)
        if old == 0:
            return 1
        yield from ASSERT(old != 0)
        return 0

    a = yield SPAWN(candidate, 1)
    b = yield SPAWN(candidate, 2)
    wa = yield JOIN(a)
    wb = yield JOIN(b)
    yield from ASSERT(wa + wb == 1)


def _cas_inc(ctx):
    old = yield R("c")
    while True:
        cur = yield CAS("c", old, old + 1)
        if cur == old:
            return
        old = cur


MODELS["atomics/cas_increment"] = pattern_create2_join2(
    _cas_inc, _cas_inc, lambda ctx, ra, rb: _check("c", 2))


def _sb_thread(mine, other, fence):
    def t(ctx):
        yield W(mine, 1)
        if fence:
            yield FENCE()
        v = yield R(other)
        return v

    return t


def _not_both_zero(ctx, ra, rb):
    yield from ASSERT(not (ra == 0 and rb == 0))


MODELS["atomics/fence_sb"] = pattern_create2_join2(
    _sb_thread("x", "y", True), _sb_thread("y", "x", True), _not_both_zero)


@model("atomics/mp_acquire_release")
def _(ctx):
    def sender(ctx):
        yield W("data", 42)
        yield W("flag", 1)

    def receiver(ctx):
        f = yield R("flag")
        if f == 1:
            d = yield R("data")
            yield from ASSERT(d == 42)

    s = yield SPAWN(sender)
    r = yield SPAWN(receiver)
    yield JOIN(s)
    yield JOIN(r)


@model("atomics/sync_counter")
def _(ctx):
    a = yield SPAWN(_fetch_add("n"))
    b = yield SPAWN(_fetch_add("n"))
    old = yield RMW("n", lambda v: v + 10)
    mine = old + 10
    yield from ASSERT(10 <= mine <= 12)
    yield JOIN(a)
    yield JOIN(b)
    yield from _check("n", 12)


@model("atomics/test_and_set")
def _(ctx):
    def tas(ctx):
        old = yield RMW("flag", lambda v: 1)
        if old == 0:
            yield RMW("winners", lambda v: v + 1)

    a = yield SPAWN(tas)
    b = yield SPAWN(tas)
    yield JOIN(a)
    yield JOIN(b)
    yield from _check("winners", 1)

# ---------------------------------------------------------------------------------------------
# verifier/


def _atomic_inc(ctx):
    yield ABEGIN()
    yield from _inc()
    yield AEND()


MODELS["verifier/atomic_begin_end"] = pattern_create2_join2(
    _atomic_inc, _atomic_inc, _assert_x_is(2))


@model("verifier/atomic_function")
def _(ctx):
    def candidate(ctx, me):
        yield ABEGIN()  # entry of __VERIFIER_atomic_cas
        v = yield R("owner")
        ok = 0
        if v == 0:
            yield W("owner", me)
            ok = 1
        yield AEND()  # its return
        return ok

    a = yield SPAWN(candidate, 1)
    b = yield SPAWN(candidate, 2)
    wa = yield JOIN(a)
    wb = yield JOIN(b)
    yield from ASSERT(wa + wb == 1)


@model("verifier/atomic_acquire")
def _(ctx):
    def worker(ctx):
        yield ABEGIN()
        lk = yield R("lock")
        yield ASSUME(lk == 0)  # stops the thread; its section ends and the others go on
        yield W("lock", 1)
        yield AEND()
        yield from _inc()
        yield ABEGIN()
        yield W("lock", 0)
        yield AEND()

    a = yield SPAWN(worker)
    b = yield SPAWN(worker)
    yield JOIN(a)
    yield JOIN(b)
    yield from _check("x", 2)


@model("verifier/atomic_lock_deadlock")
def _(ctx):
    def locker(ctx):
        yield LOCK("m")
        yield W("y", 1)
        yield UNLOCK("m")

    def sectioned(ctx):
        yield ABEGIN()
        yield LOCK("m")  # blocked while locker holds m: nobody else may run, a deadlock
        yield W("x", 1)
        yield UNLOCK("m")
        yield AEND()  # its return

    a = yield SPAWN(locker)
    b = yield SPAWN(sectioned)
    yield JOIN(a)
    yield JOIN(b)


@model("verifier/assume_prune")
def _(ctx):
    def writer(ctx):
        yield W("x", 1)
        yield W("x", 2)

    def reader(ctx):
        r = yield R("x")
        yield ASSUME(r == 1)
        yield W("y", r)
        if r != 1:
            yield FAIL()

    a = yield SPAWN(writer)
    b = yield SPAWN(reader)
    yield JOIN(a)
    yield JOIN(b)


@model("verifier/reach_error")
def _(ctx):
    v = yield CHOICE()
    if v == 1:
        yield FAIL()


@model("verifier/verifier_error")
def _(ctx):
    def check(ctx):
        x = yield R("x")
        if x == 0:
            yield FAIL()

    t = yield SPAWN(check)
    yield W("x", 1)
    yield JOIN(t)


@model("verifier/nondet_types")
def _(ctx):
    total = 0
    for _ in range(11):  # int, uint, unsigned, char, uchar, short, ushort, long, ulong, ll, ull
        total += yield CHOICE()
    yield from ASSERT(total == 0)
    b = yield CHOICE(2)  # _Bool: always two values
    yield from ASSERT(b in (0, 1))


@model("verifier/nondet_values")
def _(ctx):
    for _ in range(4):
        yield CHOICE()

# ---------------------------------------------------------------------------------------------
# nondet/


@model("nondet/choice_two")
def _(ctx):
    yield CHOICE()


@model("nondet/domain3")
def _(ctx):
    x = yield CHOICE()
    yield from ASSERT(0 <= x < 3)


@model("nondet/bool_domain")
def _(ctx):
    b = yield CHOICE(2)
    i = yield CHOICE()
    yield from ASSERT(b + i <= 4)


def _choose_and_store(var):
    def t(ctx):
        v = yield CHOICE()
        yield W(var, v)

    return t


MODELS["nondet/choice_in_threads"] = pattern_create2_join2(
    _choose_and_store("x"), _choose_and_store("y"))


@model("nondet/choice_error")
def _(ctx):
    a = yield CHOICE()
    b = yield CHOICE()
    if a and b:
        yield FAIL()


@model("nondet/choice_assume")
def _(ctx):
    x = yield CHOICE()
    y = yield CHOICE()
    yield ASSUME(x + y == 2)


@model("nondet/choice_spawn")
def _(ctx):
    two = yield CHOICE()
    a = yield SPAWN(_store("x"))
    if two:
        b = yield SPAWN(_store("y"))
    yield JOIN(a)
    if two:
        yield JOIN(b)


@model("nondet/choice_loop")
def _(ctx):
    n = yield CHOICE()
    t = yield SPAWN(_store("x"))
    for i in range(n):
        yield W("y", i)
    yield JOIN(t)

# ---------------------------------------------------------------------------------------------
# errors/: single-threaded ones fail in the sequential prefix (one trace, one error)

for _name, _kind in [
    ("assert_fail", "assertion"), ("abort", "abort"), ("trap", "abort"),
    ("null_deref", "null-dereference"), ("null_field", "null-dereference"),
    ("oob_heap", "out-of-bounds"), ("oob_global", "out-of-bounds"),
    ("oob_stack", "out-of-bounds"), ("oob_far", "out-of-bounds"),
    ("oob_negative", "out-of-bounds"), ("use_after_free", "use-after-free"),
    ("dangling_stack", "use-after-free"), ("double_free", "double-free"),
    ("invalid_free_middle", "invalid-free"), ("invalid_free_global", "invalid-free"),
    ("invalid_free_stack", "invalid-free"), ("div_zero", "division-by-zero"),
    ("rem_zero", "division-by-zero"), ("null_funcptr", "null-dereference"),
    ("invalid_funcptr", "invalid-call"), ("unreachable", "unreachable"),
]:
    MODELS["errors/" + _name] = seq_error(_kind)


@model("errors/unlock_other_thread")
def _(ctx):
    def worker(ctx):
        yield LOCK("m")

    t = yield SPAWN(worker)
    yield JOIN(t)
    yield UNLOCK("m")


@model("errors/unlock_unlocked")
def _(ctx):
    def worker(ctx):
        yield UNLOCK("m")

    t = yield SPAWN(worker)
    yield JOIN(t)


@model("errors/join_twice")
def _(ctx):
    def worker(ctx):
        return
        yield

    t = yield SPAWN(worker)
    yield JOIN(t)
    yield JOIN(t)


@model("errors/destroy_locked")
def _(ctx):
    def worker(ctx):
        return
        yield

    yield INIT("m")
    t = yield SPAWN(worker)
    yield LOCK("m")
    yield DESTROY("m")
    yield JOIN(t)


@model("errors/use_after_free_race")
def _(ctx):
    def reader(ctx):
        v = yield R("p")
        yield W("sink", v)

    yield SET("p", 1)
    t = yield SPAWN(reader)
    yield FREE("p")
    yield JOIN(t)

# ---------------------------------------------------------------------------------------------
# deadlock/


def _lock_pair(first, second):
    def t(ctx):
        yield LOCK(first)
        yield LOCK(second)
        yield UNLOCK(second)
        yield UNLOCK(first)

    return t


MODELS["deadlock/abba"] = pattern_create2_join2(_lock_pair("a", "b"), _lock_pair("b", "a"))
MODELS["deadlock/abba_error"] = MODELS["deadlock/abba"]
MODELS["deadlock/same_order"] = pattern_create2_join2(_lock_pair("a", "b"), _lock_pair("a", "b"))


@model("deadlock/self_deadlock")
def _(ctx):
    def worker(ctx):
        yield LOCK("m")
        yield LOCK("m")
        yield UNLOCK("m")

    t = yield SPAWN(worker)
    yield JOIN(t)


@model("deadlock/lock_leak")
def _(ctx):
    def worker(ctx):
        yield LOCK("m")

    t = yield SPAWN(worker)
    yield LOCK("m")
    yield UNLOCK("m")
    yield JOIN(t)

# ---------------------------------------------------------------------------------------------
# unroll/: ``yield from lp.header()`` marks each arrival at a loop header (the block that tests
# the condition of a for/while loop, the body of a do-while loop); with --unroll N the (N+1)-th
# arrival in one entry of the loop makes the thread assume-blocked.


@model("unroll/spin_flag")
def _(ctx):
    def spinner(ctx):
        lp = ctx.loop()
        while True:
            yield from lp.header()
            f = yield R("flag")
            if f:
                return

    w = yield SPAWN(spinner)
    s = yield SPAWN(_store("flag"))
    yield JOIN(w)
    yield JOIN(s)


def _three_iterations_then_error(ctx):
    lp = ctx.loop()
    total, i = 0, 0
    while True:
        yield from lp.header()
        if not i < 3:
            break
        total += i
        i += 1
    if total == 3:
        yield FAIL()


MODELS["unroll/bound_hides_error"] = _three_iterations_then_error
MODELS["unroll/bound_exact"] = _three_iterations_then_error


@model("unroll/nested_loops")
def _(ctx):
    outer = ctx.loop()
    i = 0
    while True:
        yield from outer.header()
        if i >= 2:
            break
        inner = ctx.loop()  # a new entry of the inner loop: its own arrival count
        j = 0
        while True:
            yield from inner.header()
            if j >= 2:
                break
            j += 1
        i += 1


@model("unroll/do_while")
def _(ctx):
    lp = ctx.loop()
    k = 0
    while True:
        yield from lp.header()  # the body is the header of a do-while loop
        k += 1
        if not k < 3:
            break


def _tas_workers(acquire):
    """Two workers that take the test-and-set lock with ``acquire``, increment x and release it;
    main joins both and checks x == 2 (``unroll/spin_tas.c``)."""

    def worker(ctx):
        yield from acquire(ctx)
        yield from _inc()
        yield W("lock", 0)  # __sync_lock_release: an atomic store

    def main(ctx):
        a = yield SPAWN(worker)
        b = yield SPAWN(worker)
        yield JOIN(a)
        yield JOIN(b)
        yield from _check("x", 2)

    return main


def _tas_spin(ctx):
    lp = ctx.loop()
    while True:
        yield from lp.header()
        old = yield RMW("lock", lambda v: 1)
        if old == 0:
            return


def _tas_reduced(ctx):
    # The spin-loop reduction: a failed test-and-set writes 1 over 1 and changes no memory, so the
    # next arrival at the loop header is in the state of the first one and the worker blocks.
    old = yield RMW("lock", lambda v: 1)
    yield ASSUME(old == 0)


MODELS["unroll/spin_tas"] = _tas_workers(_tas_spin)
MODELS["unroll/spin_tas_reduced"] = _tas_workers(_tas_reduced)

# ---------------------------------------------------------------------------------------------
# ilp32/ (-m32): same semantics, 32-bit layout

for _name in ["sizes", "struct_layout", "long_wrap", "varargs32", "malloc32"]:
    MODELS["ilp32/" + _name] = seq


@model("ilp32/threads32")
def _(ctx):
    def inc(ctx, v):
        yield from _locked_add(ctx, v)

    a = yield SPAWN(inc, 1)
    b = yield SPAWN(inc, 2)
    yield JOIN(a)
    yield JOIN(b)
    yield from _check("x", 3)


@model("ilp32/nondet32")
def _(ctx):
    def add(ctx):
        v = yield CHOICE()
        yield ABEGIN()
        t = yield R("total")
        yield W("total", t + v)
        yield AEND()

    a = yield SPAWN(add)
    b = yield SPAWN(add)
    yield JOIN(a)
    yield JOIN(b)
    t = yield R("total")
    yield from ASSERT(t <= 2)

# ---------------------------------------------------------------------------------------------
# inputs/


def _svcomp_style(ctx):
    def thr(ctx):
        yield LOCK("m")
        yield from _inc("counter")
        yield UNLOCK("m")

    n = yield CHOICE()
    t = yield SPAWN(thr)
    yield LOCK("m")
    c = yield R("counter")
    yield W("counter", c + n)
    yield UNLOCK("m")
    yield JOIN(t)
    c = yield R("counter")
    if c != n + 1:
        yield FAIL()


MODELS["inputs/svcomp_style"] = _svcomp_style
MODELS["inputs/plain"] = _svcomp_style


@model("inputs/svcomp_error")
def _(ctx):
    def thr(ctx):
        yield from _inc("x")

    a = yield SPAWN(thr)
    yield SET("t1", a)  # pthread_create's store to the global pthread_t: part of the spawn
    b = yield SPAWN(thr)
    yield SET("t2", b)
    ta = yield R("t1")  # pthread_join(t1, 0) loads the global first: an event
    yield JOIN(ta)
    tb = yield R("t2")
    yield JOIN(tb)
    x = yield R("x")
    if x != 2:
        yield FAIL()


@model("inputs/handwritten")
def _(ctx):
    t = yield SPAWN(_store("x"))
    yield W("y", 1)
    yield JOIN(t)
    x = yield R("x")
    yield from ASSERT(x == 1)

# ---------------------------------------------------------------------------------------------
# litmus/: threads return what they read through pthread_join (not an event); main checks the
# outcome after joining every thread.


def _thread(*ops):
    """A straight-line thread: ("W", var, val) or ("R", var); returns the tuple of values read."""

    def t(ctx):
        got = []
        for op in ops:
            if op[0] == "W":
                yield W(op[1], op[2])
            else:
                got.append((yield R(op[1])))
        return tuple(got)

    return t


def _litmus(threads, check, final_reads=()):
    def main(ctx):
        tids = []
        for t in threads:
            tids.append((yield SPAWN(t)))
        results = []
        for tid in tids:
            results.append((yield JOIN(tid)))
        finals = []
        for var in final_reads:
            finals.append((yield R(var)))
        yield from ASSERT(check(results, finals))

    return main


MODELS["litmus/sb"] = _litmus(
    [_thread(("W", "x", 1), ("R", "y")), _thread(("W", "y", 1), ("R", "x"))],
    lambda r, f: not (r[0] == (0,) and r[1] == (0,)))
MODELS["litmus/sb_error"] = _litmus(
    [_thread(("W", "x", 1), ("R", "y")), _thread(("W", "y", 1), ("R", "x"))],
    lambda r, f: not (r[0] == (1,) and r[1] == (1,)))
MODELS["litmus/mp"] = _litmus(
    [_thread(("W", "x", 1), ("W", "y", 1)), _thread(("R", "y"), ("R", "x"))],
    lambda r, f: r[1] != (1, 0))
MODELS["litmus/lb"] = _litmus(
    [_thread(("R", "x"), ("W", "y", 1)), _thread(("R", "y"), ("W", "x", 1))],
    lambda r, f: not (r[0] == (1,) and r[1] == (1,)))
MODELS["litmus/2plus2w"] = _litmus(
    [_thread(("W", "x", 1), ("W", "y", 2)), _thread(("W", "y", 1), ("W", "x", 2))],
    lambda r, f: f != [1, 1], final_reads=("x", "y"))
MODELS["litmus/corr"] = _litmus(
    [_thread(("W", "x", 1)), _thread(("R", "x"), ("R", "x"))],
    lambda r, f: r[1] != (1, 0))
MODELS["litmus/iriw"] = _litmus(
    [_thread(("W", "x", 1)), _thread(("W", "y", 1)),
     _thread(("R", "x"), ("R", "y")), _thread(("R", "y"), ("R", "x"))],
    lambda r, f: not (r[2] == (1, 0) and r[3] == (1, 0)))
MODELS["litmus/wrc"] = _litmus(
    [_thread(("W", "x", 1)), _thread(("R", "x"), ("W", "y", 1)), _thread(("R", "y"), ("R", "x"))],
    lambda r, f: not (r[1] == (1,) and r[2] == (1, 0)))


@model("ilp32/svcomp32")
def _(ctx):
    def adder(ctx):
        v = yield CHOICE()
        yield LOCK("m")
        t = yield R("total")
        yield W("total", t + v)
        yield UNLOCK("m")

    t = yield SPAWN(adder)
    yield SET("t1", t)  # stored by pthread_create as part of the spawn
    yield LOCK("m")
    yield from _inc("total")
    yield UNLOCK("m")
    tid = yield R("t1")  # pthread_join(t1, 0) loads the global pthread_t
    yield JOIN(tid)
    total = yield R("total")
    if total > 2:
        yield FAIL()
