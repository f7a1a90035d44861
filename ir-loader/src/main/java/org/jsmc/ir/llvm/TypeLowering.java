package org.jsmc.ir.llvm;

import static org.bytedeco.llvm.global.LLVM.*;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.bytedeco.javacpp.BytePointer;
import org.bytedeco.javacpp.PointerPointer;
import org.bytedeco.llvm.LLVM.LLVMTargetDataRef;
import org.bytedeco.llvm.LLVM.LLVMTypeRef;
import org.jsmc.ir.FloatKind;
import org.jsmc.ir.Layout;
import org.jsmc.ir.Type;

/**
 * Lowers LLVM types, with layouts from the module's data layout. Types are cached by their native
 * handle (LLVM uniques types per context), so a type is lowered once and lowered types are shared.
 */
final class TypeLowering {

    private final LLVMTargetDataRef dataLayout;
    private final Map<Long, Type> cache = new HashMap<>();
    private final Map<Type, Boolean> wide = new IdentityHashMap<>();

    TypeLowering(LLVMTargetDataRef dataLayout) {
        this.dataLayout = dataLayout;
    }

    /**
     * The Java-IR form of {@code t}.
     *
     * @throws UnsupportedConstruct for scalable vectors and target-specific types
     */
    Type lower(LLVMTypeRef t) {
        Type cached = cache.get(t.address());
        if (cached != null) {
            return cached;
        }
        Type lowered = create(t);
        cache.put(t.address(), lowered);
        return lowered;
    }

    /** Whether {@code t} holds an integer wider than 64 bits, which the interpreter cannot hold. */
    boolean hasWideInteger(Type t) {
        Boolean known = wide.get(t);
        if (known != null) {
            return known;
        }
        boolean result;
        if (t instanceof Type.Int i) {
            result = i.bits() > 64;
        } else if (t instanceof Type.Vector v) {
            result = hasWideInteger(v.element());
        } else if (t instanceof Type.Array a) {
            result = hasWideInteger(a.element());
        } else if (t instanceof Type.Struct s) {
            result = s.fields().stream().anyMatch(this::hasWideInteger);
        } else if (t instanceof Type.Function f) {
            result =
                    hasWideInteger(f.returnType())
                            || f.parameters().stream().anyMatch(this::hasWideInteger);
        } else {
            result = false;
        }
        wide.put(t, result);
        return result;
    }

    private Type create(LLVMTypeRef t) {
        int kind = LLVMGetTypeKind(t);
        return switch (kind) {
            case LLVMVoidTypeKind -> new Type.Void();
            case LLVMHalfTypeKind -> new Type.Float(FloatKind.HALF, layout(t));
            case LLVMBFloatTypeKind -> new Type.Float(FloatKind.BFLOAT, layout(t));
            case LLVMFloatTypeKind -> new Type.Float(FloatKind.FLOAT, layout(t));
            case LLVMDoubleTypeKind -> new Type.Float(FloatKind.DOUBLE, layout(t));
            case LLVMX86_FP80TypeKind -> new Type.Float(FloatKind.X86_FP80, layout(t));
            case LLVMFP128TypeKind -> new Type.Float(FloatKind.FP128, layout(t));
            case LLVMPPC_FP128TypeKind -> new Type.Float(FloatKind.PPC_FP128, layout(t));
            case LLVMIntegerTypeKind -> new Type.Int(LLVMGetIntTypeWidth(t), layout(t));
            case LLVMPointerTypeKind -> new Type.Pointer(LLVMGetPointerAddressSpace(t), layout(t));
            case LLVMArrayTypeKind ->
                    new Type.Array(lower(LLVMGetElementType(t)), LLVMGetArrayLength2(t), layout(t));
            case LLVMVectorTypeKind ->
                    new Type.Vector(lower(LLVMGetElementType(t)), LLVMGetVectorSize(t), layout(t));
            case LLVMStructTypeKind -> struct(t);
            case LLVMFunctionTypeKind -> function(t);
            case LLVMLabelTypeKind, LLVMMetadataTypeKind, LLVMTokenTypeKind ->
                    new Type.Other(print(t));
            case LLVMScalableVectorTypeKind ->
                    throw new UnsupportedConstruct("scalable vector type " + print(t));
            default -> throw new UnsupportedConstruct("type " + print(t));
        };
    }

    private Type struct(LLVMTypeRef t) {
        BytePointer namePointer = LLVMGetStructName(t);
        String name = namePointer == null || namePointer.isNull() ? "" : namePointer.getString();
        boolean packed = LLVMIsPackedStruct(t) != 0;
        if (LLVMIsOpaqueStruct(t) != 0) {
            return new Type.Struct(name, List.of(), List.of(), packed, true, Layout.NONE);
        }
        int n = LLVMCountStructElementTypes(t);
        List<Type> fields = new ArrayList<>(n);
        List<Long> offsets = new ArrayList<>(n);
        boolean sized = LLVMTypeIsSized(t) != 0;
        for (int i = 0; i < n; i++) {
            fields.add(lower(LLVMStructGetTypeAtIndex(t, i)));
            offsets.add(sized ? LLVMOffsetOfElement(dataLayout, t, i) : 0L);
        }
        return new Type.Struct(name, fields, offsets, packed, false, layout(t));
    }

    private Type function(LLVMTypeRef t) {
        int n = LLVMCountParamTypes(t);
        List<Type> parameters = new ArrayList<>(n);
        if (n > 0) {
            try (PointerPointer<LLVMTypeRef> out = new PointerPointer<>(n)) {
                LLVMGetParamTypes(t, out);
                for (int i = 0; i < n; i++) {
                    parameters.add(lower(out.get(LLVMTypeRef.class, i)));
                }
            }
        }
        return new Type.Function(
                lower(LLVMGetReturnType(t)), parameters, LLVMIsFunctionVarArg(t) != 0);
    }

    private Layout layout(LLVMTypeRef t) {
        if (LLVMTypeIsSized(t) == 0) {
            return Layout.NONE;
        }
        return new Layout(
                LLVMABISizeOfType(dataLayout, t),
                LLVMStoreSizeOfType(dataLayout, t),
                LLVMABIAlignmentOfType(dataLayout, t));
    }

    static String print(LLVMTypeRef t) {
        BytePointer p = LLVMPrintTypeToString(t);
        String s = p.getString();
        LLVMDisposeMessage(p);
        return s;
    }
}
