package org.jsmc.ir.llvm;

import static org.bytedeco.llvm.global.LLVM.*;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.bytedeco.javacpp.BytePointer;
import org.bytedeco.javacpp.SizeTPointer;
import org.bytedeco.llvm.LLVM.LLVMValueRef;
import org.jsmc.ir.Constant;
import org.jsmc.ir.FloatKind;
import org.jsmc.ir.Instruction;
import org.jsmc.ir.SourceLocation;
import org.jsmc.ir.Type;

/**
 * Lowers LLVM constants, including constant expressions nested in initialisers and operands.
 * Constants are cached by their native handle, since LLVM uniques them per context.
 *
 * <p>Integers keep their value zero-extended from their width; floats keep their IEEE encoding;
 * {@code i8} arrays become {@link Constant.Bytes} with every byte as stored (a string literal's
 * terminating NUL included); symbols are referred to by name.
 */
final class ConstantLowering {

    private final TypeLowering types;
    private final Symbols symbols;
    private final Operations operations;
    private final Map<Long, Constant> cache = new HashMap<>();

    ConstantLowering(TypeLowering types, Symbols symbols) {
        this.types = types;
        this.symbols = symbols;
        this.operations = new Operations(types, this::lower);
    }

    /**
     * The Java-IR form of the constant {@code c}.
     *
     * @throws UnsupportedConstruct for constants that have none, e.g. integers wider than 64 bits
     */
    Constant lower(LLVMValueRef c) {
        Constant cached = cache.get(c.address());
        if (cached != null) {
            return cached;
        }
        Constant lowered = create(c);
        cache.put(c.address(), lowered);
        return lowered;
    }

    private Constant create(LLVMValueRef c) {
        Type type = types.lower(LLVMTypeOf(c));
        int kind = LLVMGetValueKind(c);
        return switch (kind) {
            case LLVMConstantIntValueKind -> integer(c, type);
            case LLVMConstantFPValueKind -> floating(c, type);
            case LLVMConstantPointerNullValueKind -> new Constant.Null(type);
            case LLVMUndefValueValueKind -> new Constant.Undefined(type, false);
            case LLVMPoisonValueValueKind -> new Constant.Undefined(type, true);
            case LLVMConstantAggregateZeroValueKind -> new Constant.Zero(type);
            case LLVMConstantDataArrayValueKind, LLVMConstantDataVectorValueKind ->
                    dataSequential(c, type);
            case LLVMConstantArrayValueKind,
                            LLVMConstantStructValueKind,
                            LLVMConstantVectorValueKind ->
                    aggregate(c, type);
            case LLVMGlobalVariableValueKind -> new Constant.GlobalAddress(type, symbols.name(c));
            case LLVMFunctionValueKind -> new Constant.FunctionAddress(type, symbols.name(c));
            case LLVMGlobalAliasValueKind -> lower(LLVMAliasGetAliasee(c));
            case LLVMBlockAddressValueKind -> blockAddress(c, type);
            case LLVMConstantExprValueKind -> expression(c, type);
            default -> throw new UnsupportedConstruct("constant " + Native.print(c));
        };
    }

    private Constant integer(LLVMValueRef c, Type type) {
        if (types.hasWideInteger(type)) {
            throw new UnsupportedConstruct(
                    "constant " + Native.print(c) + " (integers wider than 64 bits)");
        }
        return new Constant.Int(type, LLVMConstIntGetZExtValue(c));
    }

    private Constant floating(LLVMValueRef c, Type type) {
        FloatKind kind = ((Type.Float) type).kind();
        return switch (kind) {
            case FLOAT ->
                    new Constant.Float(
                            type, Float.floatToRawIntBits((float) realValue(c)) & 0xFFFFFFFFL);
            case DOUBLE -> new Constant.Float(type, Double.doubleToRawLongBits(realValue(c)));
            case HALF, BFLOAT -> new Constant.Float(type, hexBits(c));
            default ->
                    throw new UnsupportedConstruct(
                            "constant "
                                    + Native.print(c)
                                    + " ("
                                    + kind.llvmName()
                                    + " values do not fit in 64 bits)");
        };
    }

    private static double realValue(LLVMValueRef c) {
        int[] losesInfo = new int[1];
        return LLVMConstRealGetDouble(c, losesInfo);
    }

    // LLVM prints half and bfloat constants as their encoding: "half 0xH3C00", "bfloat 0xR3F80".
    private static long hexBits(LLVMValueRef c) {
        String printed = Native.print(c);
        int at = printed.lastIndexOf("0x");
        return Long.parseLong(printed.substring(at + 3), 16);
    }

    private Constant dataSequential(LLVMValueRef c, Type type) {
        if (LLVMIsConstantString(c) != 0) {
            try (SizeTPointer length = new SizeTPointer(1)) {
                BytePointer data = LLVMGetAsString(c, length);
                byte[] bytes = new byte[Math.toIntExact(length.get())];
                if (bytes.length > 0) {
                    data.get(bytes);
                }
                return new Constant.Bytes(type, bytes);
            }
        }
        long n = type instanceof Type.Array a ? a.count() : ((Type.Vector) type).count();
        List<Constant> elements = new ArrayList<>(Math.toIntExact(n));
        for (int i = 0; i < n; i++) {
            elements.add(lower(LLVMGetAggregateElement(c, i)));
        }
        return new Constant.Aggregate(type, elements);
    }

    private Constant aggregate(LLVMValueRef c, Type type) {
        int n = LLVMGetNumOperands(c);
        List<Constant> elements = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            elements.add(lower(LLVMGetOperand(c, i)));
        }
        return new Constant.Aggregate(type, elements);
    }

    private Constant blockAddress(LLVMValueRef c, Type type) {
        LLVMValueRef function = LLVMGetBlockAddressFunction(c);
        int block = symbols.blockIndex(function, LLVMGetBlockAddressBasicBlock(c));
        return new Constant.BlockAddress(type, symbols.name(function), block);
    }

    private Constant expression(LLVMValueRef c, Type type) {
        int opcode = LLVMGetConstOpcode(c);
        Instruction instruction =
                operations.lower(c, opcode, Instruction.NO_RESULT, type, SourceLocation.UNKNOWN);
        if (instruction == null) {
            throw new UnsupportedConstruct("constant expression " + Native.print(c));
        }
        return new Constant.Expression(type, instruction);
    }
}
