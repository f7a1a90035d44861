package org.jsmc.cli;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import picocli.CommandLine;

/** {@code --version}: jsmc's version, the LLVM it reads, and the Java it runs on. */
final class VersionProvider implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
        Properties p = properties();
        return new String[] {
            "jsmc " + p.getProperty("version", "unknown"),
            "LLVM " + p.getProperty("llvm", "unknown") + " (JavaCPP presets, bundled clang)",
            "Java " + System.getProperty("java.version")
        };
    }

    /** jsmc's version, e.g. {@code 0.1.0-SNAPSHOT}, or {@code unknown}. */
    static String version() {
        return properties().getProperty("version", "unknown");
    }

    private static Properties properties() {
        Properties p = new Properties();
        try (InputStream in = VersionProvider.class.getResourceAsStream("/jsmc.properties")) {
            if (in != null) {
                p.load(in);
            }
        } catch (IOException e) {
            // fall through to "unknown"
        }
        return p;
    }
}
