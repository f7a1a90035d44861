package org.jsmc.ir.llvm;

import static org.bytedeco.llvm.global.LLVM.LLVMContextSetDiagnosticHandler;
import static org.bytedeco.llvm.global.LLVM.LLVMDSError;
import static org.bytedeco.llvm.global.LLVM.LLVMDSWarning;
import static org.bytedeco.llvm.global.LLVM.LLVMDisposeMessage;
import static org.bytedeco.llvm.global.LLVM.LLVMGetDiagInfoDescription;
import static org.bytedeco.llvm.global.LLVM.LLVMGetDiagInfoSeverity;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.bytedeco.javacpp.BytePointer;
import org.bytedeco.javacpp.Pointer;
import org.bytedeco.llvm.LLVM.LLVMContextRef;
import org.bytedeco.llvm.LLVM.LLVMDiagnosticHandler;
import org.bytedeco.llvm.LLVM.LLVMDiagnosticInfoRef;

/**
 * Collects the diagnostics LLVM reports for a context, so that errors become exceptions.
 *
 * <p>LLVM's default handler prints the diagnostic and calls {@code exit()} on errors, which would
 * take the JVM down on a corrupt bitcode file. Every context the loader creates gets this handler
 * instead. There is one native callback for the whole process: JavaCPP allocates callback thunks
 * from a small fixed pool, and a static instance can never be collected while a context still
 * points to it. The context's address is passed as the handler's user data and keys the messages,
 * so concurrent loads in different threads do not mix their diagnostics.
 */
final class Diagnostics {

    /** Errors and warnings of one context, in the order LLVM reported them. */
    record Messages(List<String> errors, List<String> warnings) {}

    private static final Map<Long, Messages> BY_CONTEXT = new ConcurrentHashMap<>();

    private static final LLVMDiagnosticHandler HANDLER =
            new LLVMDiagnosticHandler() {
                @Override
                public void call(LLVMDiagnosticInfoRef info, Pointer context) {
                    // An exception must not unwind into native code: keep this total.
                    try {
                        record(info, context);
                    } catch (RuntimeException | Error e) {
                        // Losing a diagnostic is better than crashing inside LLVM.
                    }
                }
            };

    private Diagnostics() {}

    /** Routes the diagnostics of {@code context} to this collector. */
    static void attach(LLVMContextRef context) {
        BY_CONTEXT.put(context.address(), new Messages(new ArrayList<>(), new ArrayList<>()));
        LLVMContextSetDiagnosticHandler(context, HANDLER, context);
    }

    /** The diagnostics collected for {@code context} so far. */
    static Messages of(LLVMContextRef context) {
        Messages m = BY_CONTEXT.get(context.address());
        if (m == null) {
            throw new IllegalStateException("no diagnostics attached to this context");
        }
        return m;
    }

    /** Forgets {@code context}; call before disposing it. */
    static void detach(LLVMContextRef context) {
        BY_CONTEXT.remove(context.address());
    }

    private static void record(LLVMDiagnosticInfoRef info, Pointer context) {
        Messages m = context == null ? null : BY_CONTEXT.get(context.address());
        if (m == null) {
            return;
        }
        int severity = LLVMGetDiagInfoSeverity(info);
        BytePointer description = LLVMGetDiagInfoDescription(info);
        String text = description.getString();
        LLVMDisposeMessage(description);
        if (severity == LLVMDSError) {
            m.errors().add(text);
        } else if (severity == LLVMDSWarning) {
            m.warnings().add(text);
        }
    }
}
