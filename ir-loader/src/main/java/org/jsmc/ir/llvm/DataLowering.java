package org.jsmc.ir.llvm;

import static org.bytedeco.llvm.global.LLVM.*;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.bytedeco.javacpp.IntPointer;
import org.bytedeco.llvm.LLVM.LLVMValueRef;
import org.jsmc.ir.Instruction;
import org.jsmc.ir.RmwOp;
import org.jsmc.ir.SourceLocation;
import org.jsmc.ir.Type;

/**
 * Lowers the instructions that move data and exist only inside functions: memory access and
 * atomics, {@code va_arg}, aggregate and vector shuffling. {@code cmpxchg} keeps its success
 * ordering; the failure ordering is dropped, since jsmc runs under sequential consistency.
 */
final class DataLowering {

    // The C API has no code for these atomicrmw operations (LLVM 20 added them), so asking for the
    // operation would be undefined behaviour: recognise them from the printed instruction first.
    private static final Pattern RMW_OPERATION =
            Pattern.compile("atomicrmw\\s+(?:volatile\\s+)?(\\w+)");

    private DataLowering() {}

    /** The lowered instruction, or null if jsmc does not support {@code opcode}. */
    static Instruction lower(
            FunctionLowering f,
            LLVMValueRef i,
            int opcode,
            int result,
            Type type,
            SourceLocation location) {
        return switch (opcode) {
            case LLVMAlloca ->
                    new Instruction.Alloca(
                            result,
                            f.module().types().lower(LLVMGetAllocatedType(i)),
                            f.operand(i, 0),
                            LLVMGetAlignment(i),
                            location);
            case LLVMLoad ->
                    new Instruction.Load(
                            result,
                            type,
                            f.operand(i, 0),
                            LLVMGetVolatile(i) != 0,
                            Opcodes.ordering(LLVMGetOrdering(i)),
                            location);
            case LLVMStore ->
                    new Instruction.Store(
                            f.operand(i, 0),
                            f.operand(i, 1),
                            LLVMGetVolatile(i) != 0,
                            Opcodes.ordering(LLVMGetOrdering(i)),
                            location);
            case LLVMFence -> new Instruction.Fence(Opcodes.ordering(LLVMGetOrdering(i)), location);
            case LLVMAtomicCmpXchg ->
                    new Instruction.CompareExchange(
                            result,
                            type,
                            f.operand(i, 0),
                            f.operand(i, 1),
                            f.operand(i, 2),
                            LLVMGetWeak(i) != 0,
                            Opcodes.ordering(LLVMGetCmpXchgSuccessOrdering(i)),
                            location);
            case LLVMAtomicRMW -> atomicRmw(f, i, result, type, location);
            case LLVMVAArg -> new Instruction.VaArg(result, type, f.operand(i, 0), location);
            case LLVMExtractValue ->
                    new Instruction.ExtractValue(
                            result, type, f.operand(i, 0), indices(i), location);
            case LLVMInsertValue ->
                    new Instruction.InsertValue(
                            result, type, f.operand(i, 0), f.operand(i, 1), indices(i), location);
            case LLVMShuffleVector -> shuffle(f, i, result, type, location);
            default -> null;
        };
    }

    private static Instruction atomicRmw(
            FunctionLowering f, LLVMValueRef i, int result, Type type, SourceLocation location) {
        Matcher m = RMW_OPERATION.matcher(Native.print(i));
        if (!m.find() || m.group(1).equals("fmaximum") || m.group(1).equals("fminimum")) {
            return null;
        }
        RmwOp op = Opcodes.rmw(LLVMGetAtomicRMWBinOp(i));
        if (op == null) {
            return null;
        }
        return new Instruction.AtomicRmw(
                result,
                op,
                type,
                f.operand(i, 0),
                f.operand(i, 1),
                Opcodes.ordering(LLVMGetOrdering(i)),
                location);
    }

    private static List<Integer> indices(LLVMValueRef i) {
        int n = LLVMGetNumIndices(i);
        IntPointer p = LLVMGetIndices(i);
        List<Integer> indices = new ArrayList<>(n);
        for (int k = 0; k < n; k++) {
            indices.add(p.get(k));
        }
        return indices;
    }

    private static Instruction shuffle(
            FunctionLowering f, LLVMValueRef i, int result, Type type, SourceLocation location) {
        int n = LLVMGetNumMaskElements(i);
        int undefined = LLVMGetUndefMaskElem();
        List<Integer> mask = new ArrayList<>(n);
        for (int k = 0; k < n; k++) {
            int element = LLVMGetMaskValue(i, k);
            mask.add(element == undefined ? -1 : element);
        }
        return new Instruction.ShuffleVector(
                result, type, f.operand(i, 0), f.operand(i, 1), mask, location);
    }
}
