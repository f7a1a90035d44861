package org.jsmc.ir.llvm;

import static org.bytedeco.llvm.global.LLVM.LLVMGetDebugLocColumn;
import static org.bytedeco.llvm.global.LLVM.LLVMGetDebugLocDirectory;
import static org.bytedeco.llvm.global.LLVM.LLVMGetDebugLocFilename;
import static org.bytedeco.llvm.global.LLVM.LLVMGetDebugLocLine;

import java.util.HashMap;
import java.util.Map;
import org.bytedeco.javacpp.BytePointer;
import org.bytedeco.llvm.LLVM.LLVMValueRef;
import org.jsmc.ir.SourceLocation;

/**
 * Reads debug locations. Instructions give {@code file:line:column} from their {@code !dbg}
 * location (the innermost, i.e. inlined-at is ignored); functions give the file and line of their
 * {@code DISubprogram}. Equal locations are shared, since a module has far fewer distinct locations
 * than instructions.
 */
final class Locations {

    private final Map<Long, String> strings = new HashMap<>();
    private final Map<SourceLocation, SourceLocation> interned = new HashMap<>();
    private final int[] length = new int[1];

    /** The location of an instruction or function, or {@link SourceLocation#UNKNOWN}. */
    SourceLocation of(LLVMValueRef v) {
        int line = LLVMGetDebugLocLine(v);
        if (line == 0) {
            return SourceLocation.UNKNOWN;
        }
        String file = string(LLVMGetDebugLocFilename(v, length), length[0]);
        String directory = string(LLVMGetDebugLocDirectory(v, length), length[0]);
        SourceLocation location =
                new SourceLocation(directory, file, line, LLVMGetDebugLocColumn(v));
        return interned.computeIfAbsent(location, l -> l);
    }

    // Debug-info strings are uniqued per context, so the address identifies the string.
    private String string(BytePointer p, int n) {
        if (Native.isNull(p) || n == 0) {
            return "";
        }
        return strings.computeIfAbsent(p.address(), a -> Native.string(p, n));
    }
}
