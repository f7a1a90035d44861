package org.jsmc.ir.llvm;

import static org.bytedeco.llvm.global.LLVM.*;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.bytedeco.llvm.LLVM.LLVMBasicBlockRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;
import org.jsmc.ir.Block;
import org.jsmc.ir.Constant;
import org.jsmc.ir.Function;
import org.jsmc.ir.Instruction;
import org.jsmc.ir.SourceLocation;
import org.jsmc.ir.Type;
import org.jsmc.ir.UnsupportedFeatureException;
import org.jsmc.ir.Value;

/**
 * Lowers one function: numbers its registers and blocks, then lowers its instructions.
 *
 * <p>Registers: parameters are {@code 0 … n-1}; every instruction that produces a value (a
 * non-{@code void} type) gets the next register in block order. Calls of {@code llvm.dbg.*} and of
 * empty inline assembly (a compiler barrier, {@code asm volatile("" ::: "memory")}) are dropped:
 * they produce nothing and do nothing under sequential consistency. Unnamed blocks are named by the
 * slot number LLVM's printer gives them ({@code "9"} for {@code %9}), so names match the
 * instructions quoted in messages.
 */
final class FunctionLowering {

    /** The operand of intrinsics that take metadata ({@code llvm.experimental.noalias…}). */
    static final Constant METADATA = new Constant.Undefined(new Type.Other("metadata"), false);

    private final LLVMValueRef function;
    private final ModuleContext module;
    private final Operations operations;
    private final CallLowering calls;
    private final Map<Long, Value.Local> locals = new HashMap<>();
    private final Set<Long> dropped = new HashSet<>();
    private final List<String> blockNames = new ArrayList<>();

    FunctionLowering(LLVMValueRef function, ModuleContext module) {
        this.function = function;
        this.module = module;
        this.operations = new Operations(module.types(), this::value);
        this.calls = new CallLowering(module, this::value);
    }

    Function lower() {
        String name = module.symbols().name(function);
        Type.Function type;
        try {
            type = (Type.Function) module.types().lower(LLVMGlobalGetValueType(function));
            // A declaration may mention wide integers; only calling it would need them.
            if (LLVMIsDeclaration(function) == 0 && module.types().hasWideInteger(type)) {
                throw new UnsupportedConstruct("integers wider than 64 bits");
            }
        } catch (UnsupportedConstruct e) {
            throw new UnsupportedFeatureException(
                    "unsupported " + e.what() + " in the type of function @" + name);
        }
        int registers = number(type);
        if (LLVMIsDeclaration(function) != 0) {
            return new Function(name, type, List.of(), registers, SourceLocation.UNKNOWN);
        }
        List<Block> blocks = new ArrayList<>();
        SourceLocation first = SourceLocation.UNKNOWN;
        int index = 0;
        for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(function);
                !Native.isNull(b);
                b = LLVMGetNextBasicBlock(b), index++) {
            List<Instruction> instructions = new ArrayList<>();
            for (LLVMValueRef i = LLVMGetFirstInstruction(b);
                    !Native.isNull(i);
                    i = LLVMGetNextInstruction(i)) {
                if (!dropped.contains(i.address())) {
                    Instruction lowered = instruction(i);
                    instructions.add(lowered);
                    if (!first.isKnown()) {
                        first = lowered.location();
                    }
                }
            }
            blocks.add(new Block(blockNames.get(index), instructions));
        }
        SourceLocation location = module.locations().of(function);
        return new Function(name, type, blocks, registers, location.isKnown() ? location : first);
    }

    /** Assigns registers and block names; returns the number of registers. */
    private int number(Type.Function type) {
        int register = 0;
        int slot = 0;
        for (LLVMValueRef p = LLVMGetFirstParam(function);
                !Native.isNull(p);
                p = LLVMGetNextParam(p)) {
            locals.put(p.address(), new Value.Local(register, type.parameters().get(register)));
            register++;
            if (Native.name(p).isEmpty()) {
                slot++;
            }
        }
        for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(function);
                !Native.isNull(b);
                b = LLVMGetNextBasicBlock(b)) {
            String name = Native.name(LLVMBasicBlockAsValue(b));
            blockNames.add(name.isEmpty() ? Integer.toString(slot++) : name);
            for (LLVMValueRef i = LLVMGetFirstInstruction(b);
                    !Native.isNull(i);
                    i = LLVMGetNextInstruction(i)) {
                if (LLVMGetTypeKind(LLVMTypeOf(i)) == LLVMVoidTypeKind) {
                    if (calls.isDropped(i)) {
                        dropped.add(i.address());
                    }
                    continue;
                }
                if (Native.name(i).isEmpty()) {
                    slot++;
                }
                locals.put(i.address(), new Value.Local(register++, resultType(i)));
            }
        }
        return register;
    }

    private Type resultType(LLVMValueRef i) {
        try {
            return module.types().lower(LLVMTypeOf(i));
        } catch (UnsupportedConstruct e) {
            throw unsupported(i, module.locations().of(i), e.what());
        }
    }

    private Instruction instruction(LLVMValueRef i) {
        int opcode = LLVMGetInstructionOpcode(i);
        SourceLocation location = module.locations().of(i);
        Value.Local self = locals.get(i.address());
        int result = self == null ? Instruction.NO_RESULT : self.register();
        Type type = self == null ? new Type.Void() : self.type();
        try {
            checkWidths(i, type);
            Instruction shared = operations.lower(i, opcode, result, type, location);
            if (shared != null) {
                return shared;
            }
            Instruction lowered =
                    switch (opcode) {
                        case LLVMCall -> calls.lower(i, result, type, location);
                        case LLVMRet ->
                                new Instruction.Return(
                                        LLVMGetNumOperands(i) == 0 ? null : operand(i, 0),
                                        location);
                        case LLVMBr -> branch(i, location);
                        case LLVMSwitch -> switchInstruction(i, location);
                        case LLVMIndirectBr ->
                                new Instruction.IndirectBranch(
                                        operand(i, 0), successors(i, 0), location);
                        case LLVMUnreachable -> new Instruction.Unreachable(location);
                        case LLVMPHI -> phi(i, result, type, location);
                        default -> DataLowering.lower(this, i, opcode, result, type, location);
                    };
            if (lowered == null) {
                throw unsupported(i, location, null);
            }
            return lowered;
        } catch (UnsupportedConstruct e) {
            throw unsupported(i, location, e.what());
        }
    }

    /** Rejects integers wider than 64 bits in the result or the operands. */
    private void checkWidths(LLVMValueRef i, Type type) {
        TypeLowering types = module.types();
        if (types.hasWideInteger(type)) {
            throw new UnsupportedConstruct("integers wider than 64 bits");
        }
        int n = LLVMGetNumOperands(i);
        for (int k = 0; k < n; k++) {
            LLVMValueRef op = LLVMGetOperand(i, k);
            int kind = LLVMGetValueKind(op);
            if (kind != LLVMBasicBlockValueKind
                    && kind != LLVMMetadataAsValueValueKind
                    && types.hasWideInteger(types.lower(LLVMTypeOf(op)))) {
                throw new UnsupportedConstruct("integers wider than 64 bits");
            }
        }
    }

    private Instruction branch(LLVMValueRef i, SourceLocation location) {
        if (LLVMIsConditional(i) != 0) {
            return new Instruction.CondBranch(
                    value(LLVMGetCondition(i)),
                    block(LLVMGetSuccessor(i, 0)),
                    block(LLVMGetSuccessor(i, 1)),
                    location);
        }
        return new Instruction.Branch(block(LLVMGetSuccessor(i, 0)), location);
    }

    // Operands of a switch: condition, default block, then (case value, case block) pairs.
    private Instruction switchInstruction(LLVMValueRef i, SourceLocation location) {
        int cases = LLVMGetNumSuccessors(i) - 1;
        List<Long> values = new ArrayList<>(cases);
        List<Integer> targets = new ArrayList<>(cases);
        for (int c = 1; c <= cases; c++) {
            values.add(LLVMConstIntGetZExtValue(LLVMGetOperand(i, 2 * c)));
            targets.add(block(LLVMGetSuccessor(i, c)));
        }
        return new Instruction.Switch(
                operand(i, 0), block(LLVMGetSwitchDefaultDest(i)), values, targets, location);
    }

    private List<Integer> successors(LLVMValueRef i, int from) {
        int n = LLVMGetNumSuccessors(i);
        List<Integer> targets = new ArrayList<>(n);
        for (int s = from; s < n; s++) {
            targets.add(block(LLVMGetSuccessor(i, s)));
        }
        return targets;
    }

    private Instruction phi(LLVMValueRef i, int result, Type type, SourceLocation location) {
        int n = LLVMCountIncoming(i);
        List<Value> values = new ArrayList<>(n);
        List<Integer> blocks = new ArrayList<>(n);
        for (int k = 0; k < n; k++) {
            values.add(value(LLVMGetIncomingValue(i, k)));
            blocks.add(block(LLVMGetIncomingBlock(i, k)));
        }
        return new Instruction.Phi(result, type, values, blocks, location);
    }

    int block(LLVMBasicBlockRef b) {
        return module.symbols().blockIndex(function, b);
    }

    Value operand(LLVMValueRef i, int k) {
        return value(LLVMGetOperand(i, k));
    }

    Value value(LLVMValueRef v) {
        int kind = LLVMGetValueKind(v);
        switch (kind) {
            case LLVMArgumentValueKind, LLVMInstructionValueKind -> {
                Value.Local local = locals.get(v.address());
                if (local == null) {
                    throw new IllegalStateException("use of a value without a register");
                }
                return local;
            }
            case LLVMMetadataAsValueValueKind -> {
                return METADATA;
            }
            case LLVMInlineAsmValueKind -> throw new UnsupportedConstruct("inline assembly");
            case LLVMBasicBlockValueKind ->
                    throw new IllegalStateException("a block used as a value");
            default -> {
                return module.constants().lower(v);
            }
        }
    }

    ModuleContext module() {
        return module;
    }

    static UnsupportedFeatureException unsupported(
            LLVMValueRef i, SourceLocation location, String reason) {
        StringBuilder s = new StringBuilder("unsupported instruction ").append(Native.print(i));
        if (location.isKnown()) {
            s.append(" at ").append(location);
        }
        if (reason != null) {
            s.append(": ").append(reason);
        }
        return new UnsupportedFeatureException(s.toString());
    }
}
