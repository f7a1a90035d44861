package org.jsmc.ir.llvm;

import static org.bytedeco.llvm.global.LLVM.LLVMDisposeMessage;
import static org.bytedeco.llvm.global.LLVM.LLVMGetValueName2;
import static org.bytedeco.llvm.global.LLVM.LLVMPrintValueToString;

import java.nio.charset.StandardCharsets;
import java.util.regex.Pattern;
import org.bytedeco.javacpp.BytePointer;
import org.bytedeco.javacpp.Pointer;
import org.bytedeco.javacpp.SizeTPointer;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/** Small conversions between LLVM's C strings and handles and Java. */
final class Native {

    // Metadata attachments at the end of a printed instruction: ", !dbg !12, !tbaa !7".
    private static final Pattern ATTACHMENTS = Pattern.compile("(,\\s*![\\w.]+\\s+!\\d+)+\\s*$");

    private Native() {}

    static boolean isNull(Pointer p) {
        return p == null || p.isNull();
    }

    /** The {@code length} bytes at {@code p} as UTF-8 (LLVM's strings need not end in NUL). */
    static String string(BytePointer p, long length) {
        if (isNull(p) || length <= 0) {
            return "";
        }
        byte[] bytes = new byte[Math.toIntExact(length)];
        p.get(bytes);
        return new String(bytes, StandardCharsets.UTF_8);
    }

    /** The value's name, empty if it has none. */
    static String name(LLVMValueRef v) {
        try (SizeTPointer length = new SizeTPointer(1)) {
            BytePointer p = LLVMGetValueName2(v, length);
            return string(p, length.get());
        }
    }

    /** The value as LLVM prints it, joined into one line, without metadata attachments. */
    static String print(LLVMValueRef v) {
        BytePointer p = LLVMPrintValueToString(v);
        String s = p.getString();
        LLVMDisposeMessage(p);
        // Some instructions (invoke, switch) span several lines.
        s = s.strip().replaceAll("\\s*\\n\\s*", " ");
        return ATTACHMENTS.matcher(s).replaceFirst("");
    }

    /** The first line of {@code text}, stripped. */
    static String firstLine(String text) {
        String t = text.strip();
        int newline = t.indexOf('\n');
        return (newline < 0 ? t : t.substring(0, newline)).strip();
    }
}
