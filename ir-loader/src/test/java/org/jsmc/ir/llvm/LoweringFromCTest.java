package org.jsmc.ir.llvm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.jsmc.ir.llvm.TestPrograms.all;
import static org.jsmc.ir.llvm.TestPrograms.first;
import static org.jsmc.ir.llvm.TestPrograms.function;
import static org.jsmc.ir.llvm.TestPrograms.instructions;

import java.nio.file.Path;
import java.util.List;
import org.jsmc.ir.BinaryOp;
import org.jsmc.ir.CastOp;
import org.jsmc.ir.Constant;
import org.jsmc.ir.FloatPredicate;
import org.jsmc.ir.Function;
import org.jsmc.ir.Instruction;
import org.jsmc.ir.IntPredicate;
import org.jsmc.ir.Intrinsic;
import org.jsmc.ir.Module;
import org.jsmc.ir.Ordering;
import org.jsmc.ir.RmwOp;
import org.jsmc.ir.Type;
import org.jsmc.ir.Value;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Lowering of what clang emits for C, at -O0 (plus mem2reg, the default) and at -O2. */
class LoweringFromCTest {

    static final String O0 =
            """
            #include <stdarg.h>
            struct point { int x; long y; };
            typedef int v4 __attribute__((vector_size(16)));
            int counter;
            _Thread_local int tls;
            const int limit = 10;
            int add(int a, int b) { return a + b; }
            long widen(int x, unsigned char c, double d) { return x + c + (long) d; }
            float narrow(double d, long l) { return (float) d + (float) l; }
            int compare(int a, double x, double y) { return (a < 3) + (x <= y); }
            int classify(int x) {
                switch (x) { case 1: return 10; case 5: return 50; case -1: return 7; default: return 0; }
            }
            int loop(int n) { int s = 0; for (int i = 0; i < n; i++) s += i; return s; }
            long pointers(struct point *p, int *a, int i) {
                p->y = a[i];
                return (long) p + (long) (int *) (long) i;
            }
            int apply(int (*f)(int, int), int x) { return f(x, x); }
            int sum(int n, ...) {
                va_list ap; va_start(ap, n); int s = 0;
                for (int i = 0; i < n; i++) s += va_arg(ap, int);
                va_end(ap); return s;
            }
            int atomics(int *p) {
                __atomic_fetch_add(p, 1, __ATOMIC_SEQ_CST);
                int e = 0;
                __atomic_compare_exchange_n(p, &e, 2, 0, __ATOMIC_SEQ_CST, __ATOMIC_ACQUIRE);
                __atomic_thread_fence(__ATOMIC_SEQ_CST);
                return e;
            }
            struct point copy(struct point *p) { struct point q = *p; return q; }
            int overflow(int a, int b) { int r; return __builtin_add_overflow(a, b, &r) ? -1 : r; }
            double negate(double x) { return -x; }
            int lane(v4 v, int i) { return v[i]; }
            v4 set(v4 v, int x) { v[1] = x; return v; }
            v4 reverse(v4 v) { return __builtin_shufflevector(v, v, 3, 2, 1, 0); }
            v4 less(v4 v, v4 w) { return v < w; }
            void stop(void) { __builtin_unreachable(); }
            int fpclass(double x) { return __builtin_isinf(x) + __builtin_isfinite(x); }
            int main(void) {
                struct point p = {1, 2};
                counter = add(1, 2);
                return sum(2, 1, 2) + apply(add, 3) + (int) pointers(&p, &counter, 0) + limit + tls;
            }
            """;

    static final String O2 =
            """
            int a[64], b[64], c[64];
            unsigned umax(unsigned x, unsigned y) { return x > y ? x : y; }
            int iabs(int x) { return x < 0 ? -x : x; }
            int total(void) { int s = 0; for (int i = 0; i < 64; i++) s += a[i]; return s; }
            void vadd(void) { for (int i = 0; i < 64; i++) c[i] = a[i] + b[i]; }
            int pick(int k, int x, int y) { return k ? x + 1 : y * 2; }
            int table(int x) {
                switch (x) {
                case 0: return 11; case 1: return 22; case 2: return 37; case 3: return 41;
                case 4: return 59; default: return 0;
                }
            }
            int cmp3(int a, int b) { return (a > b) - (a < b); }
            int ucmp3(unsigned a, unsigned b) { return (a > b) - (a < b); }
            struct pair { int x; long y; };
            struct pair make(int x) { struct pair p = {x, 2L * x}; return p; }
            int main(void) { vadd(); return (int) umax(1, 2) + iabs(-3) + total() + table(2); }
            """;

    @TempDir static Path dir;
    static LoadedModule o0;
    static Module m0;
    static Module m2;

    @BeforeAll
    static void load() {
        o0 = TestPrograms.load(dir, "prog.c", O0, LoadOptions.DEFAULT);
        m0 = o0.module();
        m2 =
                TestPrograms.load(
                                dir,
                                "opt.c",
                                O2,
                                LoadOptions.DEFAULT.withClangFlags(List.of("-O2")))
                        .module();
    }

    @Test
    void parametersComeFirstThenResultsInOrder() {
        Function add = function(m0, "add");
        Instruction.Binary sum = first(add, Instruction.Binary.class);
        assertThat(sum.op()).isEqualTo(BinaryOp.ADD);
        assertThat(sum.left()).isEqualTo(new Value.Local(0, sum.type()));
        assertThat(sum.right()).isEqualTo(new Value.Local(1, sum.type()));
        assertThat(sum.result()).isEqualTo(2);
        assertThat(add.registerCount()).isEqualTo(3);
        assertThat(add.type().parameters()).hasSize(2);
        Function main = function(m0, "main");
        int next = main.type().parameters().size();
        for (Instruction i : instructions(main)) {
            if (i.result() != Instruction.NO_RESULT) {
                assertThat(i.result()).isEqualTo(next++);
            }
        }
        assertThat(main.registerCount()).isEqualTo(next);
    }

    @Test
    void casts() {
        assertThat(all(function(m0, "widen"), Instruction.Cast.class))
                .extracting(Instruction.Cast::op)
                .contains(CastOp.SEXT, CastOp.ZEXT, CastOp.FPTOSI);
        assertThat(all(function(m0, "narrow"), Instruction.Cast.class))
                .extracting(Instruction.Cast::op)
                .contains(CastOp.FPTRUNC, CastOp.SITOFP);
        assertThat(all(function(m0, "pointers"), Instruction.Cast.class))
                .extracting(Instruction.Cast::op)
                .contains(CastOp.PTRTOINT, CastOp.INTTOPTR);
        assertThat(all(function(m0, "narrow"), Instruction.Binary.class))
                .extracting(Instruction.Binary::op)
                .containsExactly(BinaryOp.FADD);
    }

    @Test
    void comparisons() {
        Function f = function(m0, "compare");
        Instruction.IntCompare icmp = first(f, Instruction.IntCompare.class);
        assertThat(icmp.predicate()).isEqualTo(IntPredicate.SLT);
        assertThat(icmp.type()).hasToString("i1");
        assertThat(icmp.right()).isEqualTo(new Constant.Int(icmp.left().type(), 3));
        assertThat(first(f, Instruction.FloatCompare.class).predicate())
                .isEqualTo(FloatPredicate.OLE);
    }

    @Test
    void switchValuesAreZeroExtended() {
        Instruction.Switch s = first(function(m0, "classify"), Instruction.Switch.class);
        assertThat(s.values()).containsExactly(1L, 5L, 0xFFFF_FFFFL);
        assertThat(s.targets()).hasSize(3).doesNotContain(s.defaultTarget());
    }

    @Test
    void mem2regLeavesPhisInLoops() {
        Function loop = function(m0, "loop");
        assertThat(all(loop, Instruction.Alloca.class)).isEmpty();
        List<Instruction.Phi> phis = all(loop, Instruction.Phi.class);
        assertThat(phis).isNotEmpty();
        for (Instruction.Phi phi : phis) {
            assertThat(phi.values()).hasSameSizeAs(phi.blocks());
            assertThat(phi.blocks()).allMatch(b -> b >= 0 && b < loop.blocks().size());
        }
        assertThat(o0.pipeline()).anyMatch(s -> s.equals("LLVM passes: mem2reg"));
    }

    @Test
    void memoryAccess() {
        Function f = function(m0, "pointers");
        Instruction.GetElementPtr field =
                all(f, Instruction.GetElementPtr.class).stream()
                        .filter(g -> g.sourceType() instanceof Type.Struct)
                        .findFirst()
                        .orElseThrow();
        Type.Struct point = (Type.Struct) field.sourceType();
        assertThat(point.name()).isEqualTo("struct.point");
        assertThat(point.offsets()).containsExactly(0L, 8L);
        assertThat(point.size()).isEqualTo(16);
        assertThat(field.inBounds()).isTrue();
        assertThat(field.indices()).hasSize(2);
        Instruction.Store store = first(f, Instruction.Store.class);
        assertThat(store.address()).isEqualTo(new Value.Local(field.result(), field.type()));
        assertThat(store.ordering()).isEqualTo(Ordering.NOT_ATOMIC);
        Instruction.Alloca p = first(function(m0, "main"), Instruction.Alloca.class);
        assertThat(p.allocated()).isEqualTo(point);
        assertThat(p.align()).isEqualTo(8);
    }

    @Test
    void calls() {
        Instruction.Call indirect = first(function(m0, "apply"), Instruction.Call.class);
        assertThat(indirect.callee())
                .isEqualTo(
                        new Value.Local(0, new Type.Pointer(0, indirect.callee().type().layout())));
        assertThat(indirect.functionType()).hasToString("i32 (i32, i32)");
        assertThat(indirect.arguments()).hasSize(2);
        List<Instruction.Call> calls = all(function(m0, "main"), Instruction.Call.class);
        Instruction.Call variadic =
                calls.stream()
                        .filter(c -> c.callee().toString().equals("@sum"))
                        .findFirst()
                        .orElseThrow();
        assertThat(variadic.functionType().varargs()).isTrue();
        assertThat(variadic.arguments()).hasSize(3);
        assertThat(calls)
                .anySatisfy(
                        c ->
                                assertThat(c.arguments())
                                        .contains(
                                                new Constant.FunctionAddress(
                                                        c.callee().type(), "add")));
    }

    @Test
    void variadicFunctionsUseVaStart() {
        List<Instruction.IntrinsicCall> intrinsics =
                all(function(m0, "sum"), Instruction.IntrinsicCall.class);
        assertThat(intrinsics)
                .extracting(Instruction.IntrinsicCall::intrinsic)
                .contains(Intrinsic.VA_START, Intrinsic.VA_END);
        assertThat(function(m0, "sum").type().varargs()).isTrue();
    }

    @Test
    void atomics() {
        Function f = function(m0, "atomics");
        Instruction.AtomicRmw rmw = first(f, Instruction.AtomicRmw.class);
        assertThat(rmw.op()).isEqualTo(RmwOp.ADD);
        assertThat(rmw.ordering()).isEqualTo(Ordering.SEQ_CST);
        Instruction.CompareExchange cas = first(f, Instruction.CompareExchange.class);
        assertThat(cas.type()).hasToString("{ i32, i1 }");
        assertThat(cas.weak()).isFalse();
        assertThat(cas.ordering()).isEqualTo(Ordering.SEQ_CST);
        assertThat(first(f, Instruction.Fence.class).ordering()).isEqualTo(Ordering.SEQ_CST);
        assertThat(all(f, Instruction.ExtractValue.class)).isNotEmpty();
    }

    @Test
    void intrinsicsAtO0() {
        assertThat(first(function(m0, "copy"), Instruction.IntrinsicCall.class).intrinsic())
                .isEqualTo(Intrinsic.MEMCPY);
        Instruction.IntrinsicCall overflow =
                first(function(m0, "overflow"), Instruction.IntrinsicCall.class);
        assertThat(overflow.intrinsic()).isEqualTo(Intrinsic.SADD_WITH_OVERFLOW);
        assertThat(overflow.name()).isEqualTo("llvm.sadd.with.overflow.i32");
        assertThat(overflow.type()).hasToString("{ i32, i1 }");
        assertThat(first(function(m0, "overflow"), Instruction.ExtractValue.class).indices())
                .containsAnyOf(0, 1);
        for (Function f : m0.functions()) {
            assertThat(all(f, Instruction.IntrinsicCall.class))
                    .noneMatch(c -> c.name().startsWith("llvm.dbg"));
        }
        assertThat(m0.function("llvm.memcpy.p0.p0.i64")).isEmpty();
        assertThat(all(function(m0, "fpclass"), Instruction.IntrinsicCall.class))
                .extracting(Instruction.IntrinsicCall::intrinsic)
                .containsOnly(Intrinsic.IS_FPCLASS);
    }

    @Test
    void floatsAndVectors() {
        assertThat(first(function(m0, "negate"), Instruction.FloatNegate.class).type())
                .hasToString("double");
        Instruction.ExtractElement lane =
                first(function(m0, "lane"), Instruction.ExtractElement.class);
        assertThat(lane.vector().type()).hasToString("<4 x i32>");
        assertThat(first(function(m0, "set"), Instruction.InsertElement.class).index())
                .isEqualTo(new Constant.Int(lane.index().type(), 1));
        assertThat(first(function(m0, "reverse"), Instruction.ShuffleVector.class).mask())
                .containsExactly(3, 2, 1, 0);
        Instruction.IntCompare less = first(function(m0, "less"), Instruction.IntCompare.class);
        assertThat(less.type()).hasToString("<4 x i1>");
        assertThat(less.type()).isInstanceOf(Type.Vector.class);
    }

    @Test
    void unreachable() {
        assertThat(instructions(function(m0, "stop")))
                .singleElement()
                .isInstanceOf(Instruction.Unreachable.class);
    }

    @Test
    void globals() {
        assertThat(m0.global("counter").orElseThrow().initializer())
                .isEqualTo(new Constant.Int(m0.global("counter").orElseThrow().valueType(), 0));
        assertThat(m0.global("tls").orElseThrow().threadLocal()).isTrue();
        assertThat(m0.global("limit").orElseThrow().isConstant()).isTrue();
        assertThat(m0.globals()).noneMatch(g -> g.name().startsWith("llvm."));
    }

    @Test
    void debugLocations() {
        String[] lines = O0.split("\n");
        int line = 0;
        while (!lines[line].contains("counter = add(1, 2);")) {
            line++;
        }
        Function main = function(m0, "main");
        Instruction.Call call =
                all(main, Instruction.Call.class).stream()
                        .filter(c -> c.callee().toString().equals("@add"))
                        .findFirst()
                        .orElseThrow();
        // clang may record the name relative to the compilation directory: compare resolved paths
        assertThat(call.location().file()).endsWith("prog.c");
        assertThat(call.location().line()).isEqualTo(line + 1);
        assertThat(call.location().column()).isEqualTo(lines[line].indexOf("add(") + 1);
        assertThat(call.location().path()).isEqualTo(dir.resolve("prog.c"));
        int mainLine = 0;
        while (!lines[mainLine].startsWith("int main(void)")) {
            mainLine++;
        }
        assertThat(main.location().line()).isEqualTo(mainLine + 1);
        assertThat(function(m0, "add").location().isKnown()).isTrue();
        assertThat(function(m0, "add").blocks().get(0).name()).isEqualTo("2");
    }

    @Test
    void optimisedCode() {
        assertThat(first(function(m2, "umax"), Instruction.IntrinsicCall.class).intrinsic())
                .isEqualTo(Intrinsic.UMAX);
        assertThat(first(function(m2, "iabs"), Instruction.IntrinsicCall.class).intrinsic())
                .isEqualTo(Intrinsic.ABS);
        assertThat(all(function(m2, "total"), Instruction.IntrinsicCall.class))
                .extracting(Instruction.IntrinsicCall::intrinsic)
                .contains(Intrinsic.VECTOR_REDUCE_ADD);
        assertThat(all(function(m2, "vadd"), Instruction.Binary.class))
                .anyMatch(b -> b.op() == BinaryOp.ADD && b.type() instanceof Type.Vector);
        assertThat(first(function(m2, "pick"), Instruction.Select.class).type()).hasToString("i32");
        assertThat(all(function(m2, "make"), Instruction.InsertValue.class)).hasSize(2);
        assertThat(first(function(m2, "cmp3"), Instruction.IntrinsicCall.class).intrinsic())
                .isEqualTo(Intrinsic.SCMP);
        assertThat(first(function(m2, "ucmp3"), Instruction.IntrinsicCall.class).intrinsic())
                .isEqualTo(Intrinsic.UCMP);
        Constant table = m2.global("switch.table.table").orElseThrow().initializer();
        assertThat(table).isInstanceOf(Constant.Aggregate.class);
        assertThat(((Constant.Aggregate) table).elements())
                .extracting(e -> ((Constant.Int) e).bits())
                .containsExactly(11L, 22L, 37L, 41L, 59L);
    }
}
