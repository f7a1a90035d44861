package org.jsmc.bench.harness;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The start of every command line that runs jsmc in a JVM of its own: {@code java -Xmx<mem>m
 * -XX:+ExitOnOutOfMemoryError -Xss16m <jvm options> -cp <classpath> <main>}, to which a runner
 * appends jsmc's arguments. {@code -XX:+ExitOnOutOfMemoryError} makes an out-of-memory end the JVM
 * at once with a line a runner recognises; {@code -Xss16m} is the thread stack the build's own test
 * JVMs run jsmc with.
 */
public final class JavaCommand {
    private JavaCommand() {}

    /**
     * The command line up to and including the main class; a list the caller may add to.
     *
     * @param java the {@code java} executable
     * @param memoryMb the heap limit ({@code -Xmx})
     * @param jvmOptions extra JVM options, after jsmc's own
     * @param classpath jsmc's class path
     * @param mainClass the main class
     */
    public static List<String> start(
            Path java, int memoryMb, List<String> jvmOptions, String classpath, String mainClass) {
        List<String> cmd = new ArrayList<>();
        cmd.add(java.toString());
        cmd.add("-Xmx" + memoryMb + "m");
        cmd.add("-XX:+ExitOnOutOfMemoryError");
        cmd.add("-Xss16m");
        cmd.addAll(jvmOptions);
        cmd.add("-cp");
        cmd.add(classpath);
        cmd.add(mainClass);
        return cmd;
    }
}
