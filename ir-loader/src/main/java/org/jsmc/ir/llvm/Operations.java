package org.jsmc.ir.llvm;

import static org.bytedeco.llvm.global.LLVM.*;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.bytedeco.llvm.LLVM.LLVMValueRef;
import org.jsmc.ir.BinaryOp;
import org.jsmc.ir.CastOp;
import org.jsmc.ir.Instruction;
import org.jsmc.ir.SourceLocation;
import org.jsmc.ir.Type;
import org.jsmc.ir.Value;

/**
 * Lowers the operations that exist both as instructions and as constant expressions: arithmetic,
 * casts, comparisons, {@code select}, {@code getelementptr}, vector element access, {@code freeze}.
 * The caller decides how operands are lowered: to registers and constants inside a function, to
 * constants only inside a constant expression.
 */
final class Operations {

    private final TypeLowering types;
    private final Function<LLVMValueRef, ? extends Value> operands;

    Operations(TypeLowering types, Function<LLVMValueRef, ? extends Value> operands) {
        this.types = types;
        this.operands = operands;
    }

    /**
     * The lowered operation, or null if {@code opcode} is not one of the shared operations.
     *
     * @param v the instruction or constant expression
     * @param result its register, or {@link Instruction#NO_RESULT} for a constant expression
     * @param type its lowered type
     */
    Instruction lower(LLVMValueRef v, int opcode, int result, Type type, SourceLocation location) {
        BinaryOp binary = Opcodes.binary(opcode);
        if (binary != null) {
            return new Instruction.Binary(
                    result,
                    binary,
                    noSignedWrap(v, binary),
                    type,
                    operand(v, 0),
                    operand(v, 1),
                    location);
        }
        CastOp cast = Opcodes.cast(opcode);
        if (cast != null) {
            return new Instruction.Cast(result, cast, type, operand(v, 0), location);
        }
        return switch (opcode) {
            case LLVMFNeg -> new Instruction.FloatNegate(result, type, operand(v, 0), location);
            case LLVMFreeze -> new Instruction.Freeze(result, type, operand(v, 0), location);
            case LLVMICmp ->
                    new Instruction.IntCompare(
                            result,
                            Opcodes.intPredicate(LLVMGetICmpPredicate(v)),
                            type,
                            operand(v, 0),
                            operand(v, 1),
                            location);
            case LLVMFCmp ->
                    new Instruction.FloatCompare(
                            result,
                            Opcodes.floatPredicate(LLVMGetFCmpPredicate(v)),
                            type,
                            operand(v, 0),
                            operand(v, 1),
                            location);
            case LLVMSelect ->
                    new Instruction.Select(
                            result, type, operand(v, 0), operand(v, 1), operand(v, 2), location);
            case LLVMGetElementPtr -> getElementPtr(v, result, type, location);
            case LLVMExtractElement ->
                    new Instruction.ExtractElement(
                            result, type, operand(v, 0), operand(v, 1), location);
            case LLVMInsertElement ->
                    new Instruction.InsertElement(
                            result, type, operand(v, 0), operand(v, 1), operand(v, 2), location);
            default -> null;
        };
    }

    /**
     * Whether {@code v} carries LLVM's {@code nsw} flag, the mark of C's signed arithmetic. What
     * clang 20 emits at {@code -O0} (checked by {@code NoSignedWrapTest}):
     *
     * <ul>
     *   <li>{@code + - *} on {@code int}, {@code long}, {@code long long} (and their compound
     *       assignments, {@code ++}, {@code --}): {@code add}/{@code sub}/{@code mul nsw}; {@code
     *       x--} is {@code add nsw x, -1}, negation {@code -x} is {@code sub nsw 0, x}.
     *   <li>{@code char} and {@code short} operands are promoted: {@code c + d} is an {@code nsw}
     *       operation on {@code i32} followed by a truncation, which C defines; {@code c++} and
     *       {@code s++} are an {@code i8}/{@code i16} {@code add} without {@code nsw}.
     *   <li>Unsigned arithmetic, enums without negative constants (their type is {@code unsigned}),
     *       pointer differences and {@code __builtin_*_overflow} ({@code llvm.sadd.with.overflow}
     *       …): no {@code nsw}, since they are defined to wrap.
     *   <li>{@code <<} is a plain {@code shl} whether the left operand is signed or not, so a
     *       signed left shift cannot be told from an unsigned one at {@code -O0}. {@code shl nsw}
     *       appears in optimised code, e.g. {@code x * 8} at {@code -O2}.
     *   <li>{@code /} and {@code %} are {@code sdiv}/{@code srem}, which have no such flag: their
     *       only overflow, {@code MIN / -1}, is undefined in LLVM too.
     * </ul>
     *
     * {@code LLVMGetNSW} is defined on instructions of the four operators that can carry the flag
     * only; constant expressions are folded by the time jsmc sees them or compute addresses, so
     * they are never marked.
     */
    private static boolean noSignedWrap(LLVMValueRef v, BinaryOp op) {
        boolean flagged =
                op == BinaryOp.ADD
                        || op == BinaryOp.SUB
                        || op == BinaryOp.MUL
                        || op == BinaryOp.SHL;
        return flagged && !Native.isNull(LLVMIsAInstruction(v)) && LLVMGetNSW(v) != 0;
    }

    private Instruction getElementPtr(
            LLVMValueRef v, int result, Type type, SourceLocation location) {
        int n = LLVMGetNumOperands(v);
        List<Value> indices = new ArrayList<>(n - 1);
        for (int i = 1; i < n; i++) {
            indices.add(operand(v, i));
        }
        return new Instruction.GetElementPtr(
                result,
                type,
                types.lower(LLVMGetGEPSourceElementType(v)),
                operand(v, 0),
                indices,
                LLVMIsInBounds(v) != 0,
                location);
    }

    private Value operand(LLVMValueRef v, int i) {
        return operands.apply(LLVMGetOperand(v, i));
    }
}
