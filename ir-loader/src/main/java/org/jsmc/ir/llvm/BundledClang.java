package org.jsmc.ir.llvm;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import org.bytedeco.javacpp.Loader;
import org.jsmc.ir.InputException;

/**
 * Runs the clang executable inside the JavaCPP LLVM jar: to compile C to bitcode, and to check LLVM
 * input files in a child process before the JVM reads them.
 *
 * <p>The check exists because LLVM's bitcode reader is not hardened against corrupt input: a
 * flipped bit can make it abort ("LLVM ERROR: out of memory") or crash, which in-process would kill
 * the JVM. A child clang that parses the file first absorbs such failures; only input it read
 * cleanly is parsed in-process, where parsing is deterministic.
 *
 * <p>JavaCPP extracts {@code clang} next to {@code libLLVM.so} and {@code libclang-cpp.so}, but the
 * executable asks for them by their sonames ({@code libLLVM.so.20.1}, …). {@link SonameLinks}
 * provides a directory of symbolic links with those names, and clang runs with {@code
 * LD_LIBRARY_PATH} pointing there; only the child process sees that variable. Clang finds its own
 * resource headers ({@code stddef.h}, …) relative to its executable and the C library headers in
 * {@code /usr/include}.
 *
 * <p>Thread-safe: each run has its own temporary files, which are always deleted.
 */
final class BundledClang {

    /**
     * The flags jsmc always passes: debug locations, no {@code optnone}, so passes can run; calls
     * of undeclared functions and declarations without a type are warnings, as they were before
     * clang 16 (older C, many SV-COMP tasks among it, relies on them).
     */
    static final List<String> DEFAULT_FLAGS =
            List.of(
                    "-O0",
                    "-g",
                    "-Xclang",
                    "-disable-O0-optnone",
                    "-Wno-error=implicit-function-declaration",
                    "-Wno-error=implicit-int",
                    "-fno-color-diagnostics",
                    "-fno-crash-diagnostics",
                    "-emit-llvm",
                    "-c");

    /** A compilation that runs longer than this is stopped. */
    private static final long COMPILE_TIMEOUT_SECONDS = 600;

    /**
     * A check that runs longer than this is stopped: reading even a large module takes seconds, and
     * some corrupt bitcode makes LLVM's reader loop forever.
     */
    private static final long CHECK_TIMEOUT_SECONDS = 120;

    /** Running children, stopped if the JVM exits first (e.g. on Ctrl-C). */
    private static final Set<Process> RUNNING = ConcurrentHashMap.newKeySet();

    static {
        Runtime.getRuntime()
                .addShutdownHook(
                        new Thread(() -> RUNNING.forEach(Process::destroyForcibly), "jsmc-clang"));
    }

    /**
     * The compiled module.
     *
     * @param bitcode the bitcode clang wrote
     * @param commandLine the command that produced it, for {@code --verbose}
     */
    record Compiled(byte[] bitcode, String commandLine) {}

    private record Run(int exitCode, String diagnostics, byte[] output) {}

    private static Path executable;

    private BundledClang() {}

    /** Compiles {@code source} (a {@code .c} or preprocessed {@code .i} file). */
    static Compiled compile(Path source, LoadOptions options) {
        List<String> command = new ArrayList<>();
        command.addAll(DEFAULT_FLAGS);
        if (options.m32()) {
            command.add("-m32");
        }
        if (options.std() != null) {
            command.add("-std=" + options.std());
        }
        for (String define : options.defines()) {
            command.add("-D" + define);
        }
        for (Path include : options.includes()) {
            command.add("-I" + include);
        }
        command.addAll(options.clangFlags());
        command.add(source.toString());
        Run run = run(source, command, true, COMPILE_TIMEOUT_SECONDS);
        if (run.exitCode() < 0) {
            throw new InputException(
                    source + ": clang did not finish within " + COMPILE_TIMEOUT_SECONDS + " s");
        }
        if (run.exitCode() != 0) {
            throw new InputException(
                    ClangOutput.failureMessage(run.diagnostics(), run.exitCode(), options.m32()));
        }
        return new Compiled(run.output(), print(command));
    }

    /**
     * Parses the LLVM file {@code input} ({@code .bc} or {@code .ll}) in a child clang.
     *
     * @return clang's diagnostics if it could not read the file, crashed trying, or did not finish
     */
    static Optional<String> check(Path input) {
        List<String> command =
                List.of(
                        "-x",
                        "ir",
                        "-c",
                        "-emit-llvm",
                        "-Xclang",
                        "-disable-llvm-passes",
                        "-Wno-override-module",
                        "-fno-color-diagnostics",
                        "-fno-crash-diagnostics",
                        input.toString(),
                        "-o",
                        "/dev/null");
        Run run = run(input, command, false, CHECK_TIMEOUT_SECONDS);
        if (run.exitCode() == 0) {
            return Optional.empty();
        }
        if (run.exitCode() < 0) {
            return Optional.of(
                    "error: LLVM did not finish reading it within " + CHECK_TIMEOUT_SECONDS + " s");
        }
        String diagnostics = run.diagnostics().strip();
        return Optional.of(
                diagnostics.isEmpty() ? "clang exited with code " + run.exitCode() : diagnostics);
    }

    /** Runs clang; the exit code is -1 if it was stopped after {@code timeoutSeconds}. */
    private static Run run(
            Path input, List<String> arguments, boolean writesOutput, long timeoutSeconds) {
        Path clang = executable();
        Path output = null;
        Path diagnostics = null;
        try {
            diagnostics = Files.createTempFile("jsmc-clang-", ".txt");
            List<String> command = new ArrayList<>();
            command.add(clang.toString());
            command.addAll(arguments);
            if (writesOutput) {
                output = Files.createTempFile("jsmc-", ".bc");
                command.add("-o");
                command.add(output.toString());
            }
            ProcessBuilder builder =
                    new ProcessBuilder(command)
                            .redirectErrorStream(true)
                            .redirectOutput(diagnostics.toFile());
            Map<String, String> env = builder.environment();
            String libraries = SonameLinks.directory(clang.getParent()).toString();
            String inherited = env.get("LD_LIBRARY_PATH");
            env.put(
                    "LD_LIBRARY_PATH",
                    inherited == null || inherited.isEmpty()
                            ? libraries
                            : libraries + ":" + inherited);
            Process process = builder.start();
            RUNNING.add(process);
            int exitCode;
            try {
                process.getOutputStream().close();
                exitCode = waitFor(process, input, timeoutSeconds);
            } finally {
                RUNNING.remove(process);
            }
            String text = Files.readString(diagnostics, StandardCharsets.UTF_8);
            byte[] bitcode =
                    exitCode == 0 && output != null ? Files.readAllBytes(output) : new byte[0];
            return new Run(exitCode, text, bitcode);
        } catch (IOException e) {
            throw new InputException(
                    input + ": cannot run the bundled clang: " + e.getMessage(), e);
        } finally {
            delete(output);
            delete(diagnostics);
        }
    }

    /** The path of the extracted clang executable; extracts it on first use. */
    static synchronized Path executable() {
        if (executable == null) {
            try {
                // Loading the LLVM library first makes JavaCPP extract the libraries clang needs.
                Loader.load(org.bytedeco.llvm.global.LLVM.class);
                String path = Loader.load(org.bytedeco.llvm.program.clang.class);
                if (path == null) {
                    throw new InputException(
                            "cannot extract the bundled clang (JavaCPP found no executable)");
                }
                executable = Path.of(path);
            } catch (UnsatisfiedLinkError e) {
                throw new InputException("cannot extract the bundled clang: " + e.getMessage(), e);
            }
        }
        return executable;
    }

    private static int waitFor(Process process, Path input, long timeoutSeconds) {
        try {
            if (!process.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor();
                return -1;
            }
            return process.exitValue();
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new InputException(input + ": interrupted while clang was running", e);
        }
    }

    private static void delete(Path file) {
        if (file != null) {
            try {
                Files.deleteIfExists(file);
            } catch (IOException e) {
                // A leftover temporary file is harmless.
            }
        }
    }

    /** The compile command as a shell would take it, with the temporary output shown as such. */
    private static String print(List<String> arguments) {
        StringBuilder s = new StringBuilder("LD_LIBRARY_PATH=<sonames> ").append(executable());
        for (String arg : arguments) {
            s.append(' ').append(quote(arg));
        }
        return s.append(" -o <temporary>.bc").toString();
    }

    private static String quote(String arg) {
        if (!arg.isEmpty() && arg.matches("[\\w@%+=:,./-]+")) {
            return arg;
        }
        return "'" + arg.replace("'", "'\\''") + "'";
    }
}
