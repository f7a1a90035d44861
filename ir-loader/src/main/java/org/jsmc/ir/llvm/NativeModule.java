package org.jsmc.ir.llvm;

import static org.bytedeco.llvm.global.LLVM.LLVMAttributeFunctionIndex;
import static org.bytedeco.llvm.global.LLVM.LLVMContextCreate;
import static org.bytedeco.llvm.global.LLVM.LLVMContextDispose;
import static org.bytedeco.llvm.global.LLVM.LLVMCreateMemoryBufferWithMemoryRangeCopy;
import static org.bytedeco.llvm.global.LLVM.LLVMCreatePassBuilderOptions;
import static org.bytedeco.llvm.global.LLVM.LLVMDisposeErrorMessage;
import static org.bytedeco.llvm.global.LLVM.LLVMDisposeMemoryBuffer;
import static org.bytedeco.llvm.global.LLVM.LLVMDisposeMessage;
import static org.bytedeco.llvm.global.LLVM.LLVMDisposeModule;
import static org.bytedeco.llvm.global.LLVM.LLVMDisposePassBuilderOptions;
import static org.bytedeco.llvm.global.LLVM.LLVMGetEnumAttributeAtIndex;
import static org.bytedeco.llvm.global.LLVM.LLVMGetEnumAttributeKindForName;
import static org.bytedeco.llvm.global.LLVM.LLVMGetErrorMessage;
import static org.bytedeco.llvm.global.LLVM.LLVMGetFirstFunction;
import static org.bytedeco.llvm.global.LLVM.LLVMGetNextFunction;
import static org.bytedeco.llvm.global.LLVM.LLVMParseBitcodeInContext2;
import static org.bytedeco.llvm.global.LLVM.LLVMParseIRInContext;
import static org.bytedeco.llvm.global.LLVM.LLVMRemoveEnumAttributeAtIndex;
import static org.bytedeco.llvm.global.LLVM.LLVMReturnStatusAction;
import static org.bytedeco.llvm.global.LLVM.LLVMRunPasses;
import static org.bytedeco.llvm.global.LLVM.LLVMVerifyModule;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import org.bytedeco.javacpp.BytePointer;
import org.bytedeco.javacpp.Pointer;
import org.bytedeco.llvm.LLVM.LLVMContextRef;
import org.bytedeco.llvm.LLVM.LLVMErrorRef;
import org.bytedeco.llvm.LLVM.LLVMMemoryBufferRef;
import org.bytedeco.llvm.LLVM.LLVMModuleRef;
import org.bytedeco.llvm.LLVM.LLVMPassBuilderOptionsRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;
import org.jsmc.ir.InputException;

/**
 * An LLVM module in its own LLVM context, from parsing until it is lowered. Closing it disposes
 * both, so nothing native outlives loading.
 *
 * <p>Every failure to read the input becomes an {@link InputException} with a one-line message that
 * starts with the file's name; LLVM is never allowed to exit (see {@link Diagnostics}). Files from
 * the user are read by a child clang first ({@link BundledClang#check}), so that the in-process
 * reader only sees input that the same code has read without crashing. Not thread-safe: one loader
 * thread owns it.
 */
final class NativeModule implements AutoCloseable {

    // clang <= 14 wrote textual IR with typed pointers (`i32*`, `%struct.s*`).
    private static final Pattern TYPED_POINTER =
            Pattern.compile(
                    "(?m)^[^;\\n]*(\\bi\\d+|\\bfloat|\\bdouble|\\]|\\}|>|%[-\\w.$]+)\\s*\\*");

    private final LLVMContextRef context;
    private final LLVMModuleRef module;
    private final String name;

    private NativeModule(LLVMContextRef context, LLVMModuleRef module, String name) {
        this.context = context;
        this.module = module;
        this.name = name;
    }

    /**
     * Reads the bitcode file {@code file}, whose contents are {@code bitcode}: first in a child
     * clang ({@link BundledClang#check}), then here.
     */
    static NativeModule readBitcode(Path file, byte[] bitcode) {
        String name = file.toString();
        if (!BitcodeHeader.hasMagic(bitcode)) {
            throw new InputException(name + ": invalid bitcode: not an LLVM bitcode file");
        }
        BundledClang.check(file)
                .ifPresent(
                        failure -> {
                            throw new InputException(
                                    name
                                            + ": invalid bitcode: "
                                            + ClangOutput.readFailure(failure)
                                            + producerHint(bitcode));
                        });
        return parseBitcode(bitcode, name);
    }

    /** Reads the textual IR file {@code file}, whose contents are {@code text}, like bitcode. */
    static NativeModule readText(Path file, byte[] text) {
        String name = file.toString();
        BundledClang.check(file)
                .ifPresent(
                        failure -> {
                            throw new InputException(
                                    textFailure(name, ClangOutput.readFailure(failure), text));
                        });
        return parseText(text, name);
    }

    /** Parses bitcode written by the bundled clang; {@code name} is used in messages. */
    static NativeModule parseBitcode(byte[] bitcode, String name) {
        if (!BitcodeHeader.hasMagic(bitcode)) {
            throw new InputException(name + ": invalid bitcode: not an LLVM bitcode file");
        }
        LLVMContextRef context = newContext();
        LLVMModuleRef module = new LLVMModuleRef();
        boolean failed;
        try (BytePointer data = new BytePointer(bitcode);
                BytePointer bufferName = new BytePointer(name)) {
            LLVMMemoryBufferRef buffer =
                    LLVMCreateMemoryBufferWithMemoryRangeCopy(data, bitcode.length, bufferName);
            failed = LLVMParseBitcodeInContext2(context, buffer, module) != 0;
            LLVMDisposeMemoryBuffer(buffer);
        }
        if (failed) {
            List<String> errors = Diagnostics.of(context).errors();
            disposeContext(context);
            String reason =
                    errors.isEmpty() ? "LLVM could not read it" : Native.firstLine(errors.get(0));
            throw new InputException(name + ": invalid bitcode: " + reason + producerHint(bitcode));
        }
        return checked(new NativeModule(context, module, name));
    }

    /** Parses textual IR that a child clang has read; {@code name} is used in messages. */
    private static NativeModule parseText(byte[] text, String name) {
        LLVMContextRef context = newContext();
        LLVMModuleRef module = new LLVMModuleRef();
        BytePointer error = new BytePointer((Pointer) null);
        boolean failed;
        try (BytePointer data = new BytePointer(text);
                BytePointer bufferName = new BytePointer(name)) {
            // The parser takes ownership of the buffer.
            LLVMMemoryBufferRef buffer =
                    LLVMCreateMemoryBufferWithMemoryRangeCopy(data, text.length, bufferName);
            failed = LLVMParseIRInContext(context, buffer, module, error) != 0;
        }
        if (failed) {
            String reason = error.isNull() ? "" : error.getString();
            if (!error.isNull()) {
                LLVMDisposeMessage(error);
            }
            List<String> errors = Diagnostics.of(context).errors();
            disposeContext(context);
            if (reason.isBlank() && !errors.isEmpty()) {
                reason = errors.get(0);
            }
            throw new InputException(textFailure(name, reason, text));
        }
        return checked(new NativeModule(context, module, name));
    }

    private static String textFailure(String name, String reason, byte[] text) {
        String message = Native.firstLine(reason);
        if (message.isEmpty()) {
            message = name + ": invalid LLVM IR";
        } else if (!message.startsWith(name)) {
            message = name + ": invalid LLVM IR: " + message;
        }
        if (TYPED_POINTER.matcher(new String(text, StandardCharsets.ISO_8859_1)).find()) {
            message +=
                    " (textual IR with typed pointers, as clang 14 and older wrote it, is not"
                            + " supported; give bitcode (.bc) instead)";
        }
        return message;
    }

    LLVMModuleRef module() {
        return module;
    }

    /** LLVM's warnings so far, e.g. about debug information it dropped. */
    List<String> warnings() {
        return List.copyOf(Diagnostics.of(context).warnings());
    }

    /**
     * Removes {@code optnone} from every function. Bitcode compiled with {@code -O0} marks each
     * function {@code optnone}, which makes the pass manager skip it; jsmc's passes preserve the
     * program's semantics, so they should run on it.
     *
     * @return how many functions had the attribute
     */
    int removeOptNone() {
        int kind = LLVMGetEnumAttributeKindForName("optnone", "optnone".length());
        int count = 0;
        for (LLVMValueRef f = LLVMGetFirstFunction(module);
                !Native.isNull(f);
                f = LLVMGetNextFunction(f)) {
            if (!Native.isNull(LLVMGetEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, kind))) {
                LLVMRemoveEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, kind);
                count++;
            }
        }
        return count;
    }

    /** Runs a new-pass-manager pipeline such as {@code mem2reg}; blank means none. */
    void runPasses(String passes) {
        if (passes.isBlank()) {
            return;
        }
        LLVMPassBuilderOptionsRef options = LLVMCreatePassBuilderOptions();
        try {
            LLVMErrorRef error = LLVMRunPasses(module, passes, null, options);
            if (!Native.isNull(error)) {
                BytePointer message = LLVMGetErrorMessage(error);
                String text = message.getString();
                LLVMDisposeErrorMessage(message);
                throw new InputException(
                        "invalid pass pipeline '" + passes + "': " + Native.firstLine(text));
            }
        } finally {
            LLVMDisposePassBuilderOptions(options);
        }
    }

    @Override
    public void close() {
        LLVMDisposeModule(module);
        disposeContext(context);
    }

    private static LLVMContextRef newContext() {
        LLVMContextRef context = LLVMContextCreate();
        Diagnostics.attach(context);
        return context;
    }

    private static void disposeContext(LLVMContextRef context) {
        Diagnostics.detach(context);
        LLVMContextDispose(context);
    }

    /**
     * Runs LLVM's verifier, so that passes and lowering only ever see well-formed IR. (The reader
     * has already dropped invalid debug information, with a warning.)
     */
    private static NativeModule checked(NativeModule m) {
        String problem = verify(m.module);
        if (problem != null) {
            m.close();
            throw new InputException(m.name + ": invalid module: " + problem);
        }
        return m;
    }

    /** The verifier's first complaint, or null if the module is well-formed. */
    private static String verify(LLVMModuleRef module) {
        BytePointer message = new BytePointer((Pointer) null);
        boolean broken = LLVMVerifyModule(module, LLVMReturnStatusAction, message) != 0;
        String text = message.isNull() ? "" : message.getString();
        if (!message.isNull()) {
            LLVMDisposeMessage(message);
        }
        return broken ? Native.firstLine(text) : null;
    }

    /** Why LLVM may have failed: the file comes from a newer LLVM, or a newer bitcode epoch. */
    private static String producerHint(byte[] bitcode) {
        return BitcodeHeader.identification(bitcode)
                .filter(id -> id.producerMajor() > LlvmVersion.MAJOR || id.epoch() != 0)
                .map(
                        id ->
                                " (written by "
                                        + id.producer()
                                        + (id.epoch() != 0 ? " in bitcode epoch " + id.epoch() : "")
                                        + "; jsmc reads bitcode from LLVM "
                                        + LlvmVersion.MAJOR
                                        + " and older)")
                .orElse("");
    }
}
