package org.jsmc.ir.llvm;

import static org.bytedeco.llvm.global.LLVM.*;

import java.util.ArrayList;
import java.util.List;
import org.bytedeco.javacpp.BytePointer;
import org.bytedeco.javacpp.SizeTPointer;
import org.bytedeco.llvm.LLVM.LLVMModuleRef;
import org.bytedeco.llvm.LLVM.LLVMTargetDataRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;
import org.jsmc.ir.Constant;
import org.jsmc.ir.DataLayout;
import org.jsmc.ir.Function;
import org.jsmc.ir.Global;
import org.jsmc.ir.Module;
import org.jsmc.ir.UnsupportedFeatureException;

/**
 * Lowers a whole LLVM module to the Java IR: the data layout, the globals and the functions.
 *
 * <p>Left out: globals named {@code llvm.*} ({@code llvm.used}, {@code llvm.global.annotations}),
 * which are instructions to LLVM rather than program data, and declarations of intrinsics, whose
 * calls are lowered to {@link org.jsmc.ir.Instruction.IntrinsicCall}. Aliases are resolved to what
 * they alias. Constructors and destructors ({@code llvm.global_ctors}) are rejected: running the
 * program without them would silently change its behaviour.
 */
final class Lowering {

    private Lowering() {}

    static Module lower(LLVMModuleRef module) {
        LLVMTargetDataRef dataLayout = LLVMCreateTargetData(LLVMGetDataLayoutStr(module));
        try {
            TypeLowering types = new TypeLowering(dataLayout);
            Symbols symbols = new Symbols(module);
            ModuleContext context =
                    new ModuleContext(
                            types, new ConstantLowering(types, symbols), symbols, new Locations());
            List<Global> globals = new ArrayList<>();
            for (LLVMValueRef g = LLVMGetFirstGlobal(module);
                    !Native.isNull(g);
                    g = LLVMGetNextGlobal(g)) {
                String name = symbols.name(g);
                if (name.startsWith("llvm.")) {
                    rejectConstructors(g, name);
                } else {
                    globals.add(global(g, name, context, dataLayout));
                }
            }
            List<Function> functions = new ArrayList<>();
            for (LLVMValueRef f = LLVMGetFirstFunction(module);
                    !Native.isNull(f);
                    f = LLVMGetNextFunction(f)) {
                boolean intrinsic =
                        LLVMGetIntrinsicID(f) != 0 || symbols.name(f).startsWith("llvm.");
                if (!(intrinsic && LLVMIsDeclaration(f) != 0)) {
                    functions.add(new FunctionLowering(f, context).lower());
                }
            }
            BytePointer description = LLVMGetDataLayoutStr(module);
            DataLayout layout =
                    new DataLayout(
                            description.getString(),
                            LLVMPointerSize(dataLayout),
                            LLVMByteOrder(dataLayout) == LLVMLittleEndian);
            return new Module(sourceName(module), target(module), layout, globals, functions);
        } finally {
            LLVMDisposeTargetData(dataLayout);
        }
    }

    private static Global global(
            LLVMValueRef g, String name, ModuleContext context, LLVMTargetDataRef dataLayout) {
        try {
            Constant initializer =
                    LLVMIsDeclaration(g) != 0
                            ? null
                            : context.constants().lower(LLVMGetInitializer(g));
            int align = LLVMGetAlignment(g);
            return new Global(
                    name,
                    context.types().lower(LLVMGlobalGetValueType(g)),
                    initializer,
                    LLVMIsGlobalConstant(g) != 0,
                    LLVMIsThreadLocal(g) != 0,
                    align != 0 ? align : LLVMPreferredAlignmentOfGlobal(dataLayout, g));
        } catch (UnsupportedConstruct e) {
            throw new UnsupportedFeatureException(
                    "unsupported " + e.what() + " in the initializer of @" + name);
        }
    }

    private static void rejectConstructors(LLVMValueRef g, String name) {
        boolean lists = name.equals("llvm.global_ctors") || name.equals("llvm.global_dtors");
        if (lists && LLVMIsDeclaration(g) == 0 && LLVMGetNumOperands(LLVMGetInitializer(g)) > 0) {
            String kind = name.endsWith("ctors") ? "constructor" : "destructor";
            throw new UnsupportedFeatureException(
                    "unsupported "
                            + kind
                            + " functions (__attribute__(("
                            + kind
                            + ")), @"
                            + name
                            + ")");
        }
    }

    private static String sourceName(LLVMModuleRef module) {
        try (SizeTPointer length = new SizeTPointer(1)) {
            return Native.string(LLVMGetSourceFileName(module, length), length.get());
        }
    }

    private static String target(LLVMModuleRef module) {
        BytePointer triple = LLVMGetTarget(module);
        return Native.isNull(triple) ? "" : triple.getString();
    }
}
