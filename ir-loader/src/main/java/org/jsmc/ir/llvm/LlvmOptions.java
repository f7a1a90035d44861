package org.jsmc.ir.llvm;

import static org.bytedeco.llvm.global.LLVM.LLVMParseCommandLineOptions;

import org.bytedeco.javacpp.BytePointer;
import org.bytedeco.javacpp.PointerPointer;

/**
 * Sets LLVM's process-wide options once, before the first module is read.
 *
 * <p>{@code -disable-auto-upgrade-debug-info}: when LLVM's bitcode reader finds invalid debug
 * information it prints the verifier's complaints to the process's standard error and strips the
 * debug information. jsmc must not print from inside LLVM, so the reader leaves debug information
 * alone, and {@link NativeModule} verifies and strips it itself, turning the complaint into a
 * warning in the pipeline description. (A module broken beyond its debug information never reaches
 * this reader: the child clang of {@link BundledClang#check} rejects it first.)
 *
 * <p>LLVM exits the process on an unknown option, so only options known to exist in the bundled
 * LLVM go here.
 */
final class LlvmOptions {

    private static boolean configured;

    private LlvmOptions() {}

    static synchronized void configure() {
        if (configured) {
            return;
        }
        String[] arguments = {"jsmc", "-disable-auto-upgrade-debug-info"};
        try (PointerPointer<BytePointer> argv = new PointerPointer<>(arguments);
                BytePointer overview = new BytePointer("jsmc")) {
            LLVMParseCommandLineOptions(arguments.length, argv, overview);
        }
        configured = true;
    }
}
