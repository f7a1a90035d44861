package org.jsmc.ir.llvm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.jsmc.ir.llvm.TestPrograms.all;
import static org.jsmc.ir.llvm.TestPrograms.first;
import static org.jsmc.ir.llvm.TestPrograms.function;
import static org.jsmc.ir.llvm.TestPrograms.instructions;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.jsmc.ir.BinaryOp;
import org.jsmc.ir.CastOp;
import org.jsmc.ir.Constant;
import org.jsmc.ir.FloatKind;
import org.jsmc.ir.Function;
import org.jsmc.ir.Global;
import org.jsmc.ir.Instruction;
import org.jsmc.ir.Intrinsic;
import org.jsmc.ir.Module;
import org.jsmc.ir.Ordering;
import org.jsmc.ir.RmwOp;
import org.jsmc.ir.Type;
import org.jsmc.ir.Value;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Lowering of hand-written IR: instructions and constants clang rarely emits for C. */
class LoweringFromIrTest {

    static final String IR =
            """
            target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
            target triple = "x86_64-unknown-linux-gnu"

            %struct.pair = type { i32, ptr }
            @arr = global [4 x i32] [i32 1, i32 2, i32 3, i32 4]
            @pairs = global [2 x %struct.pair] [%struct.pair { i32 7, ptr getelementptr inbounds ([4 x i32], ptr @arr, i64 0, i64 2) }, %struct.pair zeroinitializer]
            @addr = global i64 add (i64 ptrtoint (ptr @arr to i64), i64 8)
            @fp = global ptr @main
            @target = global ptr blockaddress(@jump, %two)
            @0 = private constant [3 x i8] c"ab\\00"
            @h = global half 0xH3C00
            @f = global float 1.5
            @d = global double -2.0
            @neg = global i8 -1
            @big = global i64 -1
            @u = global i32 undef
            @p = global i32 poison
            @n = global ptr null
            @vec = global <2 x i16> <i16 1, i16 -1>
            @ext = external global i32
            @alias = alias i32, ptr @arr
            @viaAlias = global ptr @alias

            define i32 @jump(ptr %t) {
            entry:
              indirectbr ptr %t, [label %one, label %two]
            one:
              ret i32 1
            two:
              ret i32 2
            }

            define i32 @misc(i32 %x, float %f, <4 x i32> %v, i1 %c) {
              %fr = freeze i32 %x
              %n = fneg float %f
              %s = shufflevector <4 x i32> %v, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 poison, i32 0>
              %e = extractelement <4 x i32> %s, i32 1
              %i = insertelement <4 x i32> %v, i32 %e, i64 0
              %cmp = icmp slt <4 x i32> %i, %v
              %fc = fcmp ult <4 x float> zeroinitializer, <float 1.0, float 2.0, float 3.0, float 4.0>
              %y = sext i32 %fr to i64
              switch i1 %c, label %d [ i1 true, label %t ]
            t:
              switch i64 %y, label %d [ i64 -1, label %d
                                       i64 5, label %t ]
            d:
              %r = add i32 %fr, %e
              ret i32 %r
            }

            define i32 @atomics(ptr %p) {
              %a = cmpxchg weak ptr %p, i32 0, i32 1 acquire monotonic
              %b = cmpxchg volatile ptr %p, i32 1, i32 2 seq_cst seq_cst
              %old = extractvalue { i32, i1 } %a, 0
              %ok = extractvalue { i32, i1 } %b, 1
              %c = atomicrmw nand ptr %p, i32 3 release
              %d = atomicrmw umin ptr %p, i32 4 acq_rel
              %e = atomicrmw volatile xchg ptr %p, i32 5 monotonic
              %f = atomicrmw uinc_wrap ptr %p, i32 6 seq_cst
              %g = atomicrmw fadd ptr %p, float 1.0 seq_cst
              fence acquire
              %l = load atomic i32, ptr %p seq_cst, align 4
              store atomic i32 %l, ptr %p release, align 4
              %v = load volatile i32, ptr %p
              ret i32 %old
            }

            define i32 @vaarg(i32 %n, ...) {
              %ap = alloca ptr
              call void @llvm.va_start(ptr %ap)
              %x = va_arg ptr %ap, i32
              call void @llvm.va_end(ptr %ap)
              ret i32 %x
            }

            define void @barrier() {
              call void asm sideeffect "", "~{memory}"()
              ret void
            }

            define i32 @main() {
              %r = call i32 @jump(ptr blockaddress(@jump, %one))
              %q = call i32 (i32, ...) @vaarg(i32 1, i32 2)
              %w = load i32, ptr @alias
              ret i32 %r
            }

            define void @1() {
              ret void
            }

            declare void @llvm.va_start(ptr)
            declare void @llvm.va_end(ptr)
            """;

    @TempDir static Path dir;
    static Module m;

    @BeforeAll
    static void load() {
        m = TestPrograms.module(dir, "hand.ll", IR);
    }

    static Constant init(String global) {
        return m.global(global).orElseThrow().initializer();
    }

    @Test
    void indirectBranchAndBlockAddresses() {
        Function jump = function(m, "jump");
        assertThat(jump.blocks()).extracting(b -> b.name()).containsExactly("entry", "one", "two");
        Instruction.IndirectBranch br = first(jump, Instruction.IndirectBranch.class);
        assertThat(br.targets()).containsExactly(1, 2);
        assertThat(init("target"))
                .isEqualTo(new Constant.BlockAddress(br.address().type(), "jump", 2));
        Instruction.Call call = first(function(m, "main"), Instruction.Call.class);
        assertThat(call.arguments())
                .containsExactly(new Constant.BlockAddress(br.address().type(), "jump", 1));
    }

    @Test
    void valueOperations() {
        Function f = function(m, "misc");
        Instruction.Freeze freeze = first(f, Instruction.Freeze.class);
        assertThat(freeze.operand()).isEqualTo(new Value.Local(0, freeze.type()));
        assertThat(first(f, Instruction.FloatNegate.class).operand())
                .isInstanceOf(Value.Local.class);
        Instruction.ShuffleVector shuffle = first(f, Instruction.ShuffleVector.class);
        assertThat(shuffle.mask()).containsExactly(3, 2, -1, 0);
        assertThat(shuffle.right()).isEqualTo(new Constant.Undefined(shuffle.type(), true));
        assertThat(first(f, Instruction.ExtractElement.class).result()).isEqualTo(7);
        assertThat(first(f, Instruction.InsertElement.class).type()).hasToString("<4 x i32>");
        assertThat(first(f, Instruction.IntCompare.class).type()).hasToString("<4 x i1>");
        Instruction.FloatCompare fcmp = first(f, Instruction.FloatCompare.class);
        assertThat(fcmp.type()).hasToString("<4 x i1>");
        assertThat(fcmp.left()).isInstanceOf(Constant.Zero.class);
        assertThat(fcmp.right()).isInstanceOf(Constant.Aggregate.class);
    }

    @Test
    void switches() {
        List<Instruction.Switch> switches = all(function(m, "misc"), Instruction.Switch.class);
        Instruction.Switch onBool = switches.get(0);
        assertThat(onBool.condition().type()).hasToString("i1");
        assertThat(onBool.values()).containsExactly(1L);
        assertThat(onBool.targets()).containsExactly(1);
        assertThat(onBool.defaultTarget()).isEqualTo(2);
        Instruction.Switch onLong = switches.get(1);
        assertThat(onLong.values()).containsExactly(-1L, 5L);
        assertThat(onLong.targets()).containsExactly(2, 1);
    }

    @Test
    void atomicsKeepTheirFlavours() {
        Function f = function(m, "atomics");
        List<Instruction.CompareExchange> cas = all(f, Instruction.CompareExchange.class);
        assertThat(cas.get(0).weak()).isTrue();
        assertThat(cas.get(0).ordering()).isEqualTo(Ordering.ACQUIRE);
        assertThat(cas.get(1).ordering()).isEqualTo(Ordering.SEQ_CST);
        assertThat(all(f, Instruction.AtomicRmw.class))
                .extracting(Instruction.AtomicRmw::op)
                .containsExactly(RmwOp.NAND, RmwOp.UMIN, RmwOp.XCHG, RmwOp.UINC_WRAP, RmwOp.FADD);
        assertThat(all(f, Instruction.AtomicRmw.class))
                .extracting(Instruction.AtomicRmw::ordering)
                .containsExactly(
                        Ordering.RELEASE,
                        Ordering.ACQ_REL,
                        Ordering.MONOTONIC,
                        Ordering.SEQ_CST,
                        Ordering.SEQ_CST);
        assertThat(first(f, Instruction.Fence.class).ordering()).isEqualTo(Ordering.ACQUIRE);
        List<Instruction.Load> loads = all(f, Instruction.Load.class);
        assertThat(loads.get(0).ordering()).isEqualTo(Ordering.SEQ_CST);
        assertThat(loads.get(1).isVolatile()).isTrue();
        assertThat(first(f, Instruction.Store.class).ordering()).isEqualTo(Ordering.RELEASE);
        assertThat(all(f, Instruction.ExtractValue.class))
                .extracting(Instruction.ExtractValue::indices)
                .containsExactly(List.of(0), List.of(1));
    }

    @Test
    void vaArg() {
        Function f = function(m, "vaarg");
        Instruction.VaArg arg = first(f, Instruction.VaArg.class);
        assertThat(arg.type()).hasToString("i32");
        assertThat(arg.vaList()).isEqualTo(new Value.Local(1, arg.vaList().type()));
        assertThat(all(f, Instruction.IntrinsicCall.class))
                .extracting(Instruction.IntrinsicCall::intrinsic)
                .containsExactly(Intrinsic.VA_START, Intrinsic.VA_END);
    }

    @Test
    void emptyInlineAssemblyIsACompilerBarrierAndDropped() {
        assertThat(instructions(function(m, "barrier")))
                .singleElement()
                .isInstanceOf(Instruction.Return.class);
    }

    @Test
    void nestedConstantExpressions() {
        Constant.Aggregate pairs = (Constant.Aggregate) init("pairs");
        Constant.Aggregate first = (Constant.Aggregate) pairs.elements().get(0);
        assertThat(first.elements().get(0))
                .isEqualTo(
                        new Constant.Int(
                                new Type.Int(32, first.elements().get(0).type().layout()), 7));
        Constant.Expression gep = (Constant.Expression) first.elements().get(1);
        Instruction.GetElementPtr g = (Instruction.GetElementPtr) gep.instruction();
        assertThat(g.result()).isEqualTo(Instruction.NO_RESULT);
        assertThat(g.base()).isEqualTo(new Constant.GlobalAddress(g.base().type(), "arr"));
        assertThat(g.sourceType()).hasToString("[4 x i32]");
        assertThat(pairs.elements().get(1)).isInstanceOf(Constant.Zero.class);

        Constant.Expression add = (Constant.Expression) init("addr");
        Instruction.Binary sum = (Instruction.Binary) add.instruction();
        assertThat(sum.op()).isEqualTo(BinaryOp.ADD);
        Instruction.Cast cast = (Instruction.Cast) ((Constant.Expression) sum.left()).instruction();
        assertThat(cast.op()).isEqualTo(CastOp.PTRTOINT);
        assertThat(cast.operand())
                .isEqualTo(new Constant.GlobalAddress(cast.operand().type(), "arr"));
    }

    @Test
    void scalarConstants() {
        assertThat(init("neg")).isEqualTo(new Constant.Int(init("neg").type(), 255));
        assertThat(init("big")).isEqualTo(new Constant.Int(init("big").type(), -1L));
        Constant.Float half = (Constant.Float) init("h");
        assertThat(((Type.Float) half.type()).kind()).isEqualTo(FloatKind.HALF);
        assertThat(half.bits()).isEqualTo(0x3C00);
        assertThat(((Constant.Float) init("f")).bits()).isEqualTo(Float.floatToIntBits(1.5f));
        assertThat(((Constant.Float) init("d")).bits()).isEqualTo(Double.doubleToLongBits(-2.0));
        assertThat(init("u")).isEqualTo(new Constant.Undefined(init("u").type(), false));
        assertThat(init("p")).isEqualTo(new Constant.Undefined(init("p").type(), true));
        assertThat(init("n")).isInstanceOf(Constant.Null.class);
        assertThat(((Constant.Aggregate) init("vec")).elements())
                .extracting(e -> ((Constant.Int) e).bits())
                .containsExactly(1L, 0xFFFFL);
        assertThat(init("fp")).isEqualTo(new Constant.FunctionAddress(init("fp").type(), "main"));
    }

    @Test
    void symbols() {
        Global unnamed = m.global("__unnamed_0").orElseThrow();
        assertThat(unnamed.initializer())
                .isEqualTo(
                        new Constant.Bytes(
                                unnamed.valueType(), "ab\0".getBytes(StandardCharsets.ISO_8859_1)));
        assertThat(unnamed.isConstant()).isTrue();
        assertThat(m.function("__unnamed_1")).isPresent();
        Global external = m.global("ext").orElseThrow();
        assertThat(external.isDeclaration()).isTrue();
        assertThat(external.align()).isEqualTo(4);
        assertThat(m.global("alias")).isEmpty();
        assertThat(init("viaAlias"))
                .isEqualTo(new Constant.GlobalAddress(init("viaAlias").type(), "arr"));
        assertThat(first(function(m, "main"), Instruction.Load.class).address())
                .isEqualTo(new Constant.GlobalAddress(init("viaAlias").type(), "arr"));
        assertThat(m.function("llvm.va_start.p0")).isEmpty();
        assertThat(m.dataLayout().pointerSize()).isEqualTo(8);
        assertThat(m.dataLayout().littleEndian()).isTrue();
        assertThat(m.triple()).isEqualTo("x86_64-unknown-linux-gnu");
    }
}
