package org.jsmc.exec.machine;

import org.jsmc.exec.ErrorKind;
import org.jsmc.exec.LockKind;
import org.jsmc.exec.ThreadId;
import org.jsmc.exec.ThreadStatus;
import org.jsmc.exec.lib.Builtin;
import org.jsmc.exec.memory.LittleEndian;
import org.jsmc.exec.memory.MemObject;
import org.jsmc.exec.memory.ObjectKind;
import org.jsmc.ir.SourceLocation;
import org.jsmc.ir.Type;
import org.jsmc.ir.UnsupportedFeatureException;

/**
 * The models of the library functions of {@link Builtin}, executed when a thread calls one. A model
 * either completes at once (writing its result and moving on), or announces a visible operation
 * that {@link Effects} performs when the explorer schedules it.
 */
final class Library {
    private static final long ENOMEM_LIMIT = 1L << 30;

    /** glibc's value of {@code PTHREAD_MUTEX_RECURSIVE}. */
    private static final long PTHREAD_MUTEX_RECURSIVE = 1;

    private final MachineExecution x;
    private final int pointerSize;

    private final Varargs varargs;
    private final Text text;

    Library(MachineExecution x) {
        this.x = x;
        this.varargs = new Varargs(x);
        this.text = new Text(x);
        this.pointerSize = x.program.geometry.pointerSize();
    }

    private static long arg(Frame f, Insn.CallSite site, int k) {
        return k < site.args().length ? f.r[site.args()[k]] : 0;
    }

    private static void done(ThreadState t, Frame f, Insn in, long result) {
        if (in.dst >= 0) {
            f.r[in.dst] = result;
        }
        f.pc++;
    }

    void call(ThreadState t, Frame f, Insn in, FunctionCompiler.BuiltinCall call) {
        Insn.CallSite s = call.site();
        SourceLocation at = in.location;
        t.location = at;
        switch (call.builtin()) {
            case PTHREAD_CREATE -> create(t, f, in, s);
            case PTHREAD_JOIN -> {
                ThreadState target = x.threadByHandle(arg(f, s, 0));
                if (target == null || target == t || target.joined) {
                    x.fail(
                            t,
                            ErrorKind.PTHREAD_MISUSE,
                            target == null
                                    ? "pthread_join of an invalid thread handle"
                                    : target == t
                                            ? "a thread joins itself"
                                            : "pthread_join of "
                                                    + target.id
                                                    + ", which is already joined or detached",
                            at);
                    return;
                }
                x.effects.pend(t, PendingKind.JOIN, at);
                t.other = target;
                t.address = arg(f, s, 1);
            }
            case PTHREAD_EXIT -> {
                t.returnValue = arg(f, s, 0);
                x.interp.finish(t, true);
            }
            case PTHREAD_SELF -> done(t, f, in, t.id.index() + 1);
            case PTHREAD_EQUAL -> done(t, f, in, arg(f, s, 0) == arg(f, s, 1) ? 1 : 0);
            case PTHREAD_DETACH -> {
                ThreadState target = x.threadByHandle(arg(f, s, 0));
                if (target == null || target.joined) {
                    x.fail(t, ErrorKind.PTHREAD_MISUSE, "pthread_detach of an invalid thread", at);
                    return;
                }
                target.joined = true;
                done(t, f, in, 0);
            }
            case YIELD, ATTRIBUTE_NOOP, SLEEP, VA_END -> done(t, f, in, 0);
            case MUTEXATTR_SETTYPE -> {
                if (arg(f, s, 1) == PTHREAD_MUTEX_RECURSIVE) {
                    throw UnsupportedFeatureException.at(
                            "pthread_mutexattr_settype with PTHREAD_MUTEX_RECURSIVE (jsmc models"
                                    + " only non-recursive mutexes)",
                            at);
                }
                done(t, f, in, 0);
            }
            case MUTEX_INIT -> sync(t, f, s, PendingKind.SYNC_INIT, LockKind.MUTEX);
            case MUTEX_LOCK -> sync(t, f, s, PendingKind.LOCK, LockKind.MUTEX);
            case MUTEX_TRYLOCK -> sync(t, f, s, PendingKind.TRYLOCK, LockKind.MUTEX);
            case MUTEX_UNLOCK -> sync(t, f, s, PendingKind.UNLOCK, LockKind.MUTEX);
            case MUTEX_DESTROY -> sync(t, f, s, PendingKind.SYNC_DESTROY, LockKind.MUTEX);
            case RWLOCK_INIT -> sync(t, f, s, PendingKind.SYNC_INIT, LockKind.WRITE);
            case RWLOCK_RDLOCK -> sync(t, f, s, PendingKind.LOCK, LockKind.READ);
            case RWLOCK_WRLOCK -> sync(t, f, s, PendingKind.LOCK, LockKind.WRITE);
            case RWLOCK_TRYRDLOCK -> sync(t, f, s, PendingKind.TRYLOCK, LockKind.READ);
            case RWLOCK_TRYWRLOCK -> sync(t, f, s, PendingKind.TRYLOCK, LockKind.WRITE);
            case RWLOCK_UNLOCK -> sync(t, f, s, PendingKind.UNLOCK, LockKind.WRITE);
            case RWLOCK_DESTROY -> sync(t, f, s, PendingKind.SYNC_DESTROY, LockKind.WRITE);
            case KEY_CREATE -> {
                if (ThreadKeys.create(x, t, arg(f, s, 0), arg(f, s, 1), in.location)) {
                    done(t, f, in, 0);
                }
            }
            case KEY_DELETE -> done(t, f, in, 0);
            case GETSPECIFIC -> done(t, f, in, t.specific(arg(f, s, 0)));
            case SETSPECIFIC -> done(t, f, in, ThreadKeys.set(x, t, arg(f, s, 0), arg(f, s, 1)));
            case COND_INIT -> sync(t, f, s, PendingKind.SYNC_INIT, LockKind.CONDITION);
            case COND_DESTROY -> sync(t, f, s, PendingKind.SYNC_DESTROY, LockKind.CONDITION);
            case COND_SIGNAL -> sync(t, f, s, PendingKind.SIGNAL, LockKind.CONDITION);
            case COND_BROADCAST -> sync(t, f, s, PendingKind.BROADCAST, LockKind.CONDITION);
            case COND_WAIT -> {
                if (sync(t, f, s, PendingKind.COND_WAIT, LockKind.CONDITION)) {
                    t.mutex = arg(f, s, 1);
                    if (x.effects.checkedObject(t, t.mutex, 4, true) == null) {
                        t.pending = null;
                    }
                }
            }
            case ASSUME -> {
                if (arg(f, s, 0) == 0) {
                    t.status = ThreadStatus.ASSUME_BLOCKED;
                    x.interp.releaseAtomic(t);
                } else {
                    done(t, f, in, 0);
                }
            }
            case NONDET -> {
                x.effects.pend(t, PendingKind.CHOICE, at);
                t.resultSlot = in.dst;
                Type rt = s.type() != null ? s.type().returnType() : null;
                t.alternatives = alternatives(call.name(), rt);
                t.resultBits = rt == null ? 32 : Flat.bits(rt);
                t.storesPointer = rt instanceof Type.Float;
                if (narrower(t.alternatives, rt, t.resultBits)) {
                    x.nondetNarrowed = true;
                }
            }
            case ATOMIC_BEGIN -> {
                if (t.atomicDepth == 0) {
                    x.effects.pend(t, PendingKind.ATOMIC_BEGIN, at);
                } else {
                    t.atomicDepth++;
                    done(t, f, in, 0);
                }
            }
            case ATOMIC_END -> {
                if (t.atomicDepth == 1) {
                    x.effects.pend(t, PendingKind.ATOMIC_END, at);
                } else {
                    t.atomicDepth = Math.max(0, t.atomicDepth - 1);
                    done(t, f, in, 0);
                }
            }
            case REACH_ERROR -> x.fail(t, ErrorKind.ASSERTION, call.name() + "() called", at);
            case ASSERT_FAIL -> x.fail(t, ErrorKind.ASSERTION, text.string(t, arg(f, s, 0)), at);
            case ABORT -> {
                if (x.program.options.abortIsExit()) {
                    x.effects.pend(t, PendingKind.EXIT, at);
                    t.value = 134; // the status a shell reports for SIGABRT
                    t.aborting = true;
                } else {
                    x.fail(t, ErrorKind.ABORT, "abort() called", at);
                }
            }
            case TRAP -> x.fail(t, ErrorKind.ABORT, "trap (" + call.name() + ")", at);
            case EXIT -> {
                x.effects.pend(t, PendingKind.EXIT, at);
                t.value = arg(f, s, 0);
            }
            case MALLOC -> done(t, f, in, malloc(t, arg(f, s, 0)));
            case CALLOC -> {
                long n = arg(f, s, 0);
                long size = arg(f, s, 1);
                done(t, f, in, n != 0 && size > ENOMEM_LIMIT / n ? 0 : malloc(t, n * size));
            }
            case REALLOC -> realloc(t, f, in, s);
            case FREE -> free(t, f, in, arg(f, s, 0));
            case MEMCPY, MEMMOVE -> copy(t, f, in, s);
            case MEMSET -> {
                long dst = arg(f, s, 0);
                long length = arg(f, s, 2);
                if (length != 0 && x.effects.checkedObject(t, dst, length, true, at) == null) {
                    return;
                }
                x.effects.startBulk(
                        t, Chunks.fill(x, dst, (int) arg(f, s, 1), (int) length, in.dst), at);
            }
            case MEMCMP, STRLEN, STRCMP, STRNCMP, STRCPY, STRNCPY, STRCHR, STRCAT ->
                    stringFunction(t, f, in, call.builtin(), s);
            case PRINTF, FPRINTF -> {
                int first = call.builtin() == Builtin.PRINTF ? 0 : 1;
                long printed = text.printf(t, f, s, first, at);
                if (printed >= 0) {
                    done(t, f, in, printed);
                }
            }
            case PUTS -> {
                String line = text.string(t, arg(f, s, 0));
                if (line != null) {
                    x.print(line + '\n');
                    done(t, f, in, line.length() + 1);
                }
            }
            case PUTCHAR -> {
                x.print(String.valueOf((char) (arg(f, s, 0) & 0xFF)));
                done(t, f, in, arg(f, s, 0) & 0xFF);
            }
            case ERRNO_LOCATION -> done(t, f, in, errno(t));
            case ABS -> {
                int bits = s.type() == null ? 32 : Flat.bits(s.type().returnType());
                long v = Arith.signed(arg(f, s, 0), bits);
                done(t, f, in, Math.abs(v) & Arith.mask(bits));
            }
            case VA_START -> {
                if (varargs.start(t, f, arg(f, s, 0), at)) {
                    done(t, f, in, 0);
                }
            }
            case VA_COPY -> {
                if (varargs.copy(t, arg(f, s, 0), arg(f, s, 1), at)) {
                    done(t, f, in, 0);
                }
            }
            case THREADLOCAL_ADDRESS ->
                    done(t, f, in, x.program.threadLocalAddress(x, t, arg(f, s, 0)));
        }
    }

    /** Announces a pthread operation on the object at argument 0; false on error. */
    private boolean sync(
            ThreadState t, Frame f, Insn.CallSite s, PendingKind kind, LockKind lockKind) {
        long address = arg(f, s, 0);
        if (x.effects.checkedObject(t, address, 4, true) == null) {
            return false;
        }
        x.effects.pend(t, kind, t.location);
        t.address = address;
        t.lockKind = lockKind;
        if (lockKind != LockKind.MUTEX
                && lockKind != LockKind.CONDITION
                && x.effects.checkedObject(t, address, 8, true) == null) {
            t.pending = null;
            return false;
        }
        return true;
    }

    private void create(ThreadState t, Frame f, Insn in, Insn.CallSite s) {
        long handle = arg(f, s, 0);
        long routine = arg(f, s, 2);
        long argument = arg(f, s, 3);
        Object callee = x.program.callableAt(routine);
        if (!(callee instanceof LinkedFunction)) {
            if (callee == null) {
                x.fail(
                        t,
                        ErrorKind.INVALID_CALL,
                        "pthread_create with a start routine that is no function",
                        in.location);
            } else {
                throw UnsupportedFeatureException.at(
                        "library function '" + callee + "' as a thread start routine", in.location);
            }
            return;
        }
        if (handle != 0 && x.effects.checkedObject(t, handle, pointerSize, true) == null) {
            return;
        }
        MemObject target = x.memory.privateTarget(argument);
        if (target != null) {
            x.memory.escape(target);
        }
        x.effects.pend(t, PendingKind.SPAWN, in.location);
        t.address = handle;
        t.value = routine;
        t.value2 = argument;
    }

    /** Lays out the variadic arguments of a call, for va_start; see {@link Varargs#area}. */
    long variadicArea(
            ThreadState t, Frame callee, Frame caller, Insn.CallSite site, int fixed, Insn in) {
        return varargs.area(t, callee, caller, site, fixed, in);
    }

    /** Performs a pending SPAWN: creates the thread and runs it to its first visible event. */
    void spawn(ThreadState t) {
        MemObject handle = null;
        if (t.address != 0) {
            // checked again: another thread may have freed it since pthread_create was announced
            handle = x.effects.checkedObject(t, t.address, pointerSize, true);
            if (handle == null) {
                return;
            }
        }
        ThreadId id = x.program.child(t.id, ++t.children);
        if (id.index() >= x.program.geometry.maxThreads()) {
            throw new org.jsmc.ir.LimitExceededException(
                    "more than " + x.program.geometry.maxThreads() + " threads");
        }
        ThreadState child = x.newThread(id, t);
        LinkedFunction routine = (LinkedFunction) x.program.callableAt(t.value);
        child.frame = x.program.threadFrame(routine, t.value2);
        t.other = child;
        x.concurrent = true;
        if (handle != null) {
            LittleEndian.write(
                    handle.writableBytes(),
                    (int) (t.address - handle.base),
                    pointerSize,
                    id.index() + 1);
        }
        ThreadState parent = x.switchTo(child);
        x.interp.run(child);
        x.switchTo(parent);
    }

    /** Performs a pending JOIN: hands over the joined thread's return value. */
    void join(ThreadState t) {
        ThreadState target = t.other;
        target.joined = true;
        if (t.address != 0) {
            MemObject o = x.effects.checkedObject(t, t.address, pointerSize, true);
            if (o == null) {
                return;
            }
            LittleEndian.write(
                    o.writableBytes(), (int) (t.address - o.base), pointerSize, target.returnValue);
        }
    }

    /** Whether {@code alternatives} values leave some value of {@code type} unexplored. */
    private static boolean narrower(int alternatives, Type type, int bits) {
        if (type instanceof Type.Int && bits < 31) {
            return alternatives < (1 << bits);
        }
        return true;
    }

    private int alternatives(String name, Type returnType) {
        if (name.endsWith("_bool") || returnType instanceof Type.Int i && i.bits() == 1) {
            return 2;
        }
        if (returnType instanceof Type.Pointer) {
            return 1;
        }
        return x.program.options.nondetDomain();
    }

    /** The value a choice returns for alternative {@code k}: simply {@code k}. */
    long choiceValue(ThreadState t, int k) {
        if (t.storesPointer) {
            return Arith.fromDouble(k, t.resultBits);
        }
        return k & Arith.mask(t.resultBits);
    }

    private long malloc(ThreadState t, long size) {
        if (size < 0 || size > ENOMEM_LIMIT) {
            return 0;
        }
        MemObject o = x.memory.allocate(t.id.index(), size, 16, ObjectKind.HEAP, "heap object");
        if (o == null) {
            return 0;
        }
        x.leaks.allocated(o, t.location);
        return o.base;
    }

    private void free(ThreadState t, Frame f, Insn in, long p) {
        if (p == 0) {
            done(t, f, in, 0);
            return;
        }
        MemObject o = x.memory.find(p);
        if (o == null || o.base != p || o.kind != ObjectKind.HEAP) {
            x.fail(
                    t,
                    ErrorKind.INVALID_FREE,
                    "free of " + x.describe(p) + (o == null ? "" : ", which malloc did not return"),
                    in.location);
            return;
        }
        if (!o.isLive()) {
            x.fail(
                    t,
                    ErrorKind.DOUBLE_FREE,
                    "free of " + x.describe(p) + ", which is already freed",
                    in.location);
            return;
        }
        if (x.visible(o)) {
            x.effects.pend(t, PendingKind.FREE, in.location);
            t.address = p;
            return;
        }
        x.memory.kill(o);
        done(t, f, in, 0);
    }

    private void realloc(ThreadState t, Frame f, Insn in, Insn.CallSite s) {
        long p = arg(f, s, 0);
        long size = arg(f, s, 1);
        if (p == 0) {
            done(t, f, in, malloc(t, size));
            return;
        }
        MemObject old = x.memory.find(p);
        if (old == null || old.base != p || old.kind != ObjectKind.HEAP || !old.isLive()) {
            x.fail(
                    t,
                    old != null && !old.isLive()
                            ? ErrorKind.USE_AFTER_FREE
                            : ErrorKind.INVALID_FREE,
                    "realloc of " + x.describe(p),
                    in.location);
            return;
        }
        long q = malloc(t, size);
        if (q != 0) {
            MemObject fresh = x.memory.find(q);
            System.arraycopy(
                    old.bytes(), 0, fresh.writableBytes(), 0, (int) Math.min(old.size, size));
            x.memory.pointeesCopied(old, fresh);
            x.memory.kill(old);
        }
        done(t, f, in, q);
    }

    private void copy(ThreadState t, Frame f, Insn in, Insn.CallSite s) {
        long dst = arg(f, s, 0);
        long src = arg(f, s, 1);
        long length = arg(f, s, 2);
        if (length == 0) {
            done(t, f, in, dst);
            return;
        }
        MemObject from = x.effects.checkedObject(t, src, length, false, in.location);
        MemObject to =
                from == null ? null : x.effects.checkedObject(t, dst, length, true, in.location);
        if (to == null) {
            return;
        }
        x.memory.pointeesCopied(from, to);
        if (!x.visible(from) && !x.visible(to)) {
            System.arraycopy(
                    from.bytes(),
                    (int) (src - from.base),
                    to.writableBytes(),
                    (int) (dst - to.base),
                    (int) length);
            done(t, f, in, dst);
            return;
        }
        x.effects.startBulk(t, Chunks.copy(x, dst, src, (int) length, in.dst), in.location);
    }

    private void stringFunction(ThreadState t, Frame f, Insn in, Builtin b, Insn.CallSite s) {
        long result = text.apply(t, b, arg(f, s, 0), arg(f, s, 1), arg(f, s, 2), in.location);
        if (result != Text.FAILED) {
            int bits = s.type() == null ? 64 : Flat.bits(s.type().returnType());
            done(t, f, in, result & Arith.mask(bits));
        }
    }

    private long errno(ThreadState t) {
        if (t.errno == 0) {
            MemObject o = x.memory.allocate(t.id.index(), 4, 4, ObjectKind.RUNTIME, "errno");
            t.errno = o.base;
        }
        return t.errno;
    }
}
