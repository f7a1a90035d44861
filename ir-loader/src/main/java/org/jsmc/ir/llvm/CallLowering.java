package org.jsmc.ir.llvm;

import static org.bytedeco.llvm.global.LLVM.*;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.bytedeco.javacpp.BytePointer;
import org.bytedeco.javacpp.SizeTPointer;
import org.bytedeco.llvm.LLVM.LLVMAttributeRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;
import org.jsmc.ir.Instruction;
import org.jsmc.ir.Intrinsic;
import org.jsmc.ir.SourceLocation;
import org.jsmc.ir.Type;
import org.jsmc.ir.UnsupportedFeatureException;
import org.jsmc.ir.Value;

/**
 * Lowers {@code call}: calls of intrinsics jsmc executes become {@link Instruction.IntrinsicCall},
 * all other calls (direct, through function pointers, variadic) {@link Instruction.Call}.
 */
final class CallLowering {

    private static final int BYVAL = LLVMGetEnumAttributeKindForName("byval", 5);

    private final ModuleContext module;
    private final Function<LLVMValueRef, Value> values;
    private final Map<Integer, String> intrinsicNames = new HashMap<>();

    CallLowering(ModuleContext module, Function<LLVMValueRef, Value> values) {
        this.module = module;
        this.values = values;
    }

    /**
     * Whether the call {@code i} (of type {@code void}) is dropped: a debug-info intrinsic, or
     * inline assembly with an empty template, which only stops the compiler from reordering.
     */
    boolean isDropped(LLVMValueRef i) {
        if (LLVMGetInstructionOpcode(i) != LLVMCall) {
            return false;
        }
        LLVMValueRef callee = LLVMGetCalledValue(i);
        int kind = LLVMGetValueKind(callee);
        if (kind == LLVMInlineAsmValueKind) {
            try (SizeTPointer length = new SizeTPointer(1)) {
                BytePointer template = LLVMGetInlineAsmAsmString(callee, length);
                return Native.string(template, length.get()).isBlank();
            }
        }
        return intrinsicBaseName(callee).filter(Intrinsic::isDebugInfo).isPresent();
    }

    Instruction lower(LLVMValueRef i, int result, Type type, SourceLocation location) {
        LLVMValueRef callee = LLVMGetCalledValue(i);
        int n = LLVMGetNumArgOperands(i);
        List<Value> arguments = new ArrayList<>(n);
        for (int k = 0; k < n; k++) {
            arguments.add(values.apply(LLVMGetOperand(i, k)));
        }
        Optional<String> intrinsic = intrinsicBaseName(callee);
        if (intrinsic.isPresent()) {
            String name = module.symbols().name(callee);
            Intrinsic known =
                    Intrinsic.byName(intrinsic.get())
                            .orElseThrow(
                                    () ->
                                            UnsupportedFeatureException.at(
                                                    "intrinsic " + name, location));
            return new Instruction.IntrinsicCall(result, known, type, arguments, name, location);
        }
        Type.Function functionType =
                (Type.Function) module.types().lower(LLVMGetCalledFunctionType(i));
        return new Instruction.Call(
                result, functionType, values.apply(callee), arguments, byValue(i, n), location);
    }

    /** The {@code byval} arguments of the call {@code i}, by index, with their pointee types. */
    private Map<Integer, Type> byValue(LLVMValueRef i, int n) {
        Map<Integer, Type> byValue = new HashMap<>();
        for (int k = 0; k < n; k++) {
            // attribute index 0 is the return value; arguments start at 1
            LLVMAttributeRef a = LLVMGetCallSiteEnumAttribute(i, k + 1, BYVAL);
            if (!Native.isNull(a)) {
                byValue.put(k, module.types().lower(LLVMGetTypeAttributeValue(a)));
            }
        }
        return byValue;
    }

    /** The base name ({@code llvm.memcpy}) if {@code callee} is an intrinsic function. */
    private Optional<String> intrinsicBaseName(LLVMValueRef callee) {
        if (LLVMGetValueKind(callee) != LLVMFunctionValueKind) {
            return Optional.empty();
        }
        int id = LLVMGetIntrinsicID(callee);
        if (id != 0) {
            return Optional.of(intrinsicNames.computeIfAbsent(id, CallLowering::intrinsicName));
        }
        // A function named llvm.* that LLVM does not know: reject it by its full name.
        String name = module.symbols().name(callee);
        return name.startsWith("llvm.") ? Optional.of(name) : Optional.empty();
    }

    private static String intrinsicName(int id) {
        try (SizeTPointer length = new SizeTPointer(1)) {
            return Native.string(LLVMIntrinsicGetName(id, length), length.get());
        }
    }
}
