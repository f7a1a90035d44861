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
                    result, binary, type, operand(v, 0), operand(v, 1), location);
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
