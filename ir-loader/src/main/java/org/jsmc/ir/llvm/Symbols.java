package org.jsmc.ir.llvm;

import static org.bytedeco.llvm.global.LLVM.LLVMGetFirstBasicBlock;
import static org.bytedeco.llvm.global.LLVM.LLVMGetFirstFunction;
import static org.bytedeco.llvm.global.LLVM.LLVMGetFirstGlobal;
import static org.bytedeco.llvm.global.LLVM.LLVMGetFirstGlobalAlias;
import static org.bytedeco.llvm.global.LLVM.LLVMGetFirstGlobalIFunc;
import static org.bytedeco.llvm.global.LLVM.LLVMGetNextBasicBlock;
import static org.bytedeco.llvm.global.LLVM.LLVMGetNextFunction;
import static org.bytedeco.llvm.global.LLVM.LLVMGetNextGlobal;
import static org.bytedeco.llvm.global.LLVM.LLVMGetNextGlobalAlias;
import static org.bytedeco.llvm.global.LLVM.LLVMGetNextGlobalIFunc;

import java.util.HashMap;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.bytedeco.llvm.LLVM.LLVMBasicBlockRef;
import org.bytedeco.llvm.LLVM.LLVMModuleRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * The names of a module's global values and the indices of each function's blocks.
 *
 * <p>Unnamed global values are called {@code __unnamed_<n>}, where {@code n} is the slot LLVM's
 * printer gives them ({@code @0}, {@code @1}, …: globals, then aliases, then ifuncs, then
 * functions, in module order), so names agree with {@code llvm-dis} output.
 */
final class Symbols {

    private final Map<Long, String> names = new HashMap<>();
    private final Map<Long, Map<Long, Integer>> blocks = new HashMap<>();

    Symbols(LLVMModuleRef module) {
        int[] slot = {0};
        number(LLVMGetFirstGlobal(module), g -> LLVMGetNextGlobal(g), slot);
        number(LLVMGetFirstGlobalAlias(module), a -> LLVMGetNextGlobalAlias(a), slot);
        number(LLVMGetFirstGlobalIFunc(module), i -> LLVMGetNextGlobalIFunc(i), slot);
        number(LLVMGetFirstFunction(module), f -> LLVMGetNextFunction(f), slot);
    }

    private void number(LLVMValueRef first, UnaryOperator<LLVMValueRef> next, int[] slot) {
        for (LLVMValueRef v = first; !Native.isNull(v); v = next.apply(v)) {
            String name = Native.name(v);
            names.put(v.address(), name.isEmpty() ? "__unnamed_" + slot[0]++ : name);
        }
    }

    /** The name of a global variable, alias, ifunc or function. */
    String name(LLVMValueRef globalValue) {
        String name = names.get(globalValue.address());
        if (name == null) {
            throw new IllegalStateException("not a global value of this module");
        }
        return name;
    }

    /** The index of {@code block} in {@code function}'s block list. */
    int blockIndex(LLVMValueRef function, LLVMBasicBlockRef block) {
        Map<Long, Integer> indices =
                blocks.computeIfAbsent(
                        function.address(),
                        f -> {
                            Map<Long, Integer> m = new HashMap<>();
                            for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(function);
                                    !Native.isNull(b);
                                    b = LLVMGetNextBasicBlock(b)) {
                                m.put(b.address(), m.size());
                            }
                            return m;
                        });
        Integer index = indices.get(block.address());
        if (index == null) {
            throw new IllegalStateException("block is not in this function");
        }
        return index;
    }
}
