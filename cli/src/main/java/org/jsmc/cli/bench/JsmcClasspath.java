package org.jsmc.cli.bench;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.jsmc.cli.Main;

/**
 * The class path with which {@code jsmc bench run} starts jsmc for each run: the jar in {@code
 * JSMC_JAR} if set, else the jar this jsmc runs from (its manifest names the libraries), else (a
 * development build running from class directories, e.g. the tests) this JVM's class path.
 */
public final class JsmcClasspath {
    private JsmcClasspath() {}

    public static String find() {
        String env = System.getenv("JSMC_JAR");
        if (env != null && !env.isBlank()) {
            return env;
        }
        try {
            Path p =
                    Path.of(Main.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            if (Files.isRegularFile(p)) {
                return p.toString();
            }
        } catch (URISyntaxException | RuntimeException e) {
            // fall through to the JVM's class path
        }
        return System.getProperty("java.class.path");
    }
}
