package org.jsmc.svcomp.witness;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jsmc.ir.Block;
import org.jsmc.ir.Constant;
import org.jsmc.ir.Function;
import org.jsmc.ir.Instruction;
import org.jsmc.ir.Module;
import org.jsmc.ir.SourceLocation;

/**
 * What a witness writer needs to know about source locations beyond what events carry: the function
 * a location is in, the function a call there calls (the start routine of a {@code
 * pthread_create}), and where the parentheses of a call are in the source text.
 *
 * <p>Built once per program from the lowered module's debug locations. Not thread-safe (the source
 * text is read lazily).
 */
public final class SourceIndex {
    /** Function by {@code file:line:column}, and by {@code file:line} as a fallback. */
    private final Map<String, String> functions = new HashMap<>();

    /** The called function of each direct call, by {@code file:line:column}. */
    private final Map<String, String> callees = new HashMap<>();

    /** The start routine of each {@code pthread_create} naming one, by {@code file:line:column}. */
    private final Map<String, String> startRoutines = new HashMap<>();

    private final Map<Path, List<String>> sources = new HashMap<>();

    private SourceIndex() {}

    /** An index that knows nothing: every look-up is empty. */
    public static SourceIndex empty() {
        return new SourceIndex();
    }

    /** The index of {@code module}'s debug locations. */
    public static SourceIndex of(Module module) {
        SourceIndex index = new SourceIndex();
        for (Function f : module.functions()) {
            for (Block b : f.blocks()) {
                for (Instruction in : b.instructions()) {
                    index.add(f, in);
                }
            }
        }
        return index;
    }

    private void add(Function f, Instruction in) {
        SourceLocation at = in.location();
        if (!at.isKnown()) {
            return;
        }
        functions.putIfAbsent(key(at), f.name());
        functions.putIfAbsent(at.file() + ":" + at.line(), f.name());
        if (in instanceof Instruction.Call call
                && call.callee() instanceof Constant.FunctionAddress callee) {
            callees.putIfAbsent(key(at), callee.name());
            if (callee.name().equals("pthread_create")
                    && call.arguments().size() > 2
                    && call.arguments().get(2) instanceof Constant.FunctionAddress routine) {
                startRoutines.putIfAbsent(key(at), routine.name());
            }
        }
    }

    private static String key(SourceLocation at) {
        return at.file() + ":" + at.line() + ":" + at.column();
    }

    /** The function {@code at} is in, or "". */
    public String function(SourceLocation at) {
        String f = functions.get(key(at));
        return f != null ? f : functions.getOrDefault(at.file() + ":" + at.line(), "");
    }

    /** The function a direct call at {@code at} calls. */
    public Optional<String> callee(SourceLocation at) {
        return Optional.ofNullable(callees.get(key(at)));
    }

    /** The start routine of a {@code pthread_create} at {@code at}. */
    public Optional<String> startRoutine(SourceLocation at) {
        return Optional.ofNullable(startRoutines.get(key(at)));
    }

    /**
     * The column of the opening parenthesis of the call whose name starts at {@code at} (the
     * location a {@code function_enter} waypoint names), or {@code at}'s column when the source
     * does not show one on that line.
     */
    public int openParenthesis(SourceLocation at) {
        String line = sourceLine(at);
        int i = nameEnd(line, at.column() - 1);
        return i >= 0 ? i + 1 : at.column();
    }

    /**
     * The column of the closing parenthesis of the call whose name starts at {@code at} (the
     * location a {@code function_return} waypoint names), or {@code at}'s column when the call does
     * not close on its line.
     */
    public int closeParenthesis(SourceLocation at) {
        String line = sourceLine(at);
        int open = nameEnd(line, at.column() - 1);
        if (open < 0) {
            return at.column();
        }
        int depth = 0;
        for (int i = open; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '(') {
                depth++;
            } else if (c == ')' && --depth == 0) {
                return i + 1;
            }
        }
        return at.column();
    }

    /** The index of the {@code (} after the identifier at {@code start}, or -1. */
    private static int nameEnd(String line, int start) {
        if (start < 0 || start >= line.length()) {
            return -1;
        }
        int i = start;
        while (i < line.length() && (Character.isJavaIdentifierPart(line.charAt(i)))) {
            i++;
        }
        if (i == start) {
            return -1;
        }
        while (i < line.length() && Character.isWhitespace(line.charAt(i))) {
            i++;
        }
        return i < line.length() && line.charAt(i) == '(' ? i : -1;
    }

    private String sourceLine(SourceLocation at) {
        if (!at.isKnown() || at.column() < 1) {
            return "";
        }
        List<String> lines = sources.computeIfAbsent(at.path(), SourceIndex::read);
        return at.line() <= lines.size() ? lines.get(at.line() - 1) : "";
    }

    private static List<String> read(Path file) {
        try {
            return Files.isRegularFile(file)
                    ? Files.readAllLines(file, StandardCharsets.ISO_8859_1)
                    : List.of();
        } catch (IOException | UncheckedIOException e) {
            return List.of();
        }
    }
}
