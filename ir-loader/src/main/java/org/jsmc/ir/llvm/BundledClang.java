package org.jsmc.ir.llvm;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.bytedeco.javacpp.Loader;
import org.jsmc.ir.InputException;

/**
 * Compiles C to bitcode with the clang executable inside the JavaCPP LLVM jar.
 *
 * <p>JavaCPP extracts {@code clang} next to {@code libLLVM.so} and {@code libclang-cpp.so}, but the
 * executable asks for them by their sonames ({@code libLLVM.so.20.1}, …). {@link SonameLinks}
 * provides a directory of symbolic links with those names, and clang runs with {@code
 * LD_LIBRARY_PATH} pointing there; only the child process sees that variable. Clang finds its own
 * resource headers ({@code stddef.h}, …) relative to its executable and the C library headers in
 * {@code /usr/include}.
 *
 * <p>Thread-safe: each compilation has its own temporary file, which is always deleted.
 */
final class BundledClang {

    /** The flags jsmc always passes: debug locations, no {@code optnone}, so passes can run. */
    static final List<String> DEFAULT_FLAGS =
            List.of(
                    "-O0",
                    "-g",
                    "-Xclang",
                    "-disable-O0-optnone",
                    "-fno-color-diagnostics",
                    "-emit-llvm",
                    "-c");

    /**
     * The compiled module.
     *
     * @param bitcode the bitcode clang wrote
     * @param commandLine the command that produced it, for {@code --verbose}
     */
    record Compiled(byte[] bitcode, String commandLine) {}

    private static Path executable;

    private BundledClang() {}

    /** Compiles {@code source} (a {@code .c} or preprocessed {@code .i} file). */
    static Compiled compile(Path source, LoadOptions options) {
        Path clang = executable();
        Path output = null;
        try {
            output = Files.createTempFile("jsmc-", ".bc");
            List<String> command = command(clang, source, output, options);
            ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
            Map<String, String> env = builder.environment();
            String libraries = SonameLinks.directory(clang.getParent()).toString();
            String inherited = env.get("LD_LIBRARY_PATH");
            env.put(
                    "LD_LIBRARY_PATH",
                    inherited == null || inherited.isEmpty()
                            ? libraries
                            : libraries + ":" + inherited);
            String printed = print(command, output);
            int exitCode;
            String diagnostics;
            Process process = builder.start();
            process.getOutputStream().close();
            try (InputStream in = process.getInputStream()) {
                diagnostics = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            }
            exitCode = waitFor(process);
            if (exitCode != 0) {
                throw new InputException(
                        ClangOutput.failureMessage(diagnostics, exitCode, options.m32()));
            }
            return new Compiled(Files.readAllBytes(output), printed);
        } catch (IOException e) {
            throw new InputException(
                    source + ": cannot run the bundled clang: " + e.getMessage(), e);
        } finally {
            if (output != null) {
                try {
                    Files.deleteIfExists(output);
                } catch (IOException e) {
                    // A leftover temporary file is harmless; the load itself succeeded or failed.
                }
            }
        }
    }

    static List<String> command(Path clang, Path source, Path output, LoadOptions options) {
        List<String> command = new ArrayList<>();
        command.add(clang.toString());
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
        command.add("-o");
        command.add(output.toString());
        return command;
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

    private static int waitFor(Process process) {
        try {
            return process.waitFor();
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new InputException("interrupted while clang was running", e);
        }
    }

    /** The command as a shell would take it, with the temporary output shown as such. */
    private static String print(List<String> command, Path output) {
        StringBuilder s = new StringBuilder("LD_LIBRARY_PATH=<sonames>");
        for (String arg : command) {
            String shown = arg.equals(output.toString()) ? "<temporary>.bc" : arg;
            s.append(' ').append(quote(shown));
        }
        return s.toString();
    }

    private static String quote(String arg) {
        if (!arg.isEmpty() && arg.matches("[\\w@%+=:,./<>-]+")) {
            return arg;
        }
        return "'" + arg.replace("'", "'\\''") + "'";
    }
}
