package org.jsmc.svcomp.task;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads SV-COMP task definitions (the task-definition format of BenchExec and sv-benchmarks):
 *
 * <pre>
 * format_version: '2.0'
 * input_files: 'fib_bench-1.i'          # or a list; patterns relative to this file
 * properties:
 *   - property_file: ../properties/unreach-call.prp
 *     expected_verdict: false
 *   - property_file: ../properties/no-data-race.prp
 *     expected_verdict: true
 * options:
 *   language: C
 *   data_model: ILP32                   # or LP64
 * </pre>
 *
 * Format 1.x has the same keys without {@code options}; its tasks are C and {@link
 * DataModel#ILP32}. {@code format_version}, {@code input_files} (matching at least one file),
 * {@code properties} (each with a {@code property_file}) and, in format 2.0, {@code options:
 * data_model} are required; other keys are ignored. Every problem is a {@link TaskException} that
 * names the file and the key.
 */
public final class TaskLoader {
    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());

    private TaskLoader() {}

    /** Reads and checks the task definition at {@code file}. */
    public static TaskDefinition load(Path file) {
        Path f = file.toAbsolutePath().normalize();
        String where = file.toString();
        if (!Files.isRegularFile(f)) {
            throw new TaskException("no task definition " + where);
        }
        JsonNode root;
        try {
            root = YAML.readTree(f.toFile());
        } catch (JsonProcessingException e) {
            JsonLocation l = e.getLocation();
            String at = l == null ? "" : ":" + l.getLineNr() + ":" + l.getColumnNr();
            throw new TaskException(
                    where
                            + at
                            + ": not valid YAML: "
                            + e.getOriginalMessage().lines().findFirst().orElse(""),
                    e);
        } catch (IOException e) {
            throw new TaskException("cannot read " + where + ": " + e.getMessage(), e);
        }
        if (root == null || !root.isObject()) {
            throw new TaskException(where + ": not a task definition (expected a YAML mapping)");
        }
        String version = version(root, where);
        Path dir = f.getParent();
        List<Path> inputs = inputFiles(root, dir, where);
        List<ExpectedProperty> properties = properties(root, dir, where);
        String language = "C";
        DataModel model = DataModel.ILP32;
        if (version.startsWith("2.")) {
            JsonNode options = root.get("options");
            if (options == null || !options.isObject()) {
                throw new TaskException(
                        where + ": missing 'options' (format 2.0 needs language and data_model)");
            }
            JsonNode lang = options.get("language");
            if (lang != null && !lang.isNull()) {
                language = lang.asText();
            }
            JsonNode dm = options.get("data_model");
            if (dm == null || dm.isNull()) {
                if (language.equals("C")) {
                    throw new TaskException(
                            where + ": missing 'options: data_model' (ILP32 or LP64)");
                }
            } else {
                model =
                        DataModel.byName(dm.asText())
                                .orElseThrow(
                                        () ->
                                                new TaskException(
                                                        where
                                                                + ": 'options: data_model' is '"
                                                                + dm.asText()
                                                                + "', expected ILP32 or LP64"));
            }
        }
        return new TaskDefinition(f, version, inputs, properties, language, model);
    }

    private static String version(JsonNode root, String where) {
        JsonNode v = root.get("format_version");
        if (v == null || v.isNull()) {
            throw new TaskException(where + ": missing 'format_version' (expected '2.0' or '1.0')");
        }
        String s = v.asText();
        if (!s.matches("[12]\\.\\d+")) {
            throw new TaskException(
                    where + ": unsupported format_version '" + s + "' (expected 1.x or 2.x)");
        }
        return s;
    }

    private static List<Path> inputFiles(JsonNode root, Path dir, String where) {
        JsonNode n = root.get("input_files");
        List<String> patterns = new ArrayList<>();
        if (n == null || n.isNull()) {
            throw new TaskException(where + ": missing 'input_files'");
        } else if (n.isTextual()) {
            patterns.add(n.asText());
        } else if (n.isArray() && !n.isEmpty()) {
            for (JsonNode e : n) {
                if (!e.isTextual()) {
                    throw new TaskException(where + ": 'input_files' must list file names");
                }
                patterns.add(e.asText());
            }
        } else {
            throw new TaskException(
                    where + ": 'input_files' must be a file name or a non-empty list of them");
        }
        List<Path> files = new ArrayList<>();
        for (String p : patterns) {
            List<Path> found = Globs.expand(dir, p);
            if (found.isEmpty()) {
                throw new TaskException(
                        where
                                + ": input file '"
                                + p
                                + "' does not exist (relative to "
                                + dir
                                + ")");
            }
            files.addAll(found);
        }
        return files;
    }

    private static List<ExpectedProperty> properties(JsonNode root, Path dir, String where) {
        JsonNode n = root.get("properties");
        if (n == null || n.isNull()) {
            throw new TaskException(where + ": missing 'properties'");
        }
        if (!n.isArray()) {
            throw new TaskException(where + ": 'properties' must be a list");
        }
        List<ExpectedProperty> list = new ArrayList<>();
        int i = 0;
        for (JsonNode e : n) {
            i++;
            String entry = where + ": properties entry " + i;
            JsonNode file = e.get("property_file");
            if (file == null || !file.isTextual()) {
                throw new TaskException(entry + " has no 'property_file'");
            }
            Boolean expected = null;
            JsonNode v = e.get("expected_verdict");
            if (v != null && !v.isNull()) {
                if (!v.isBoolean()) {
                    throw new TaskException(
                            entry
                                    + ": 'expected_verdict' is '"
                                    + v.asText()
                                    + "', expected true or false");
                }
                expected = v.asBoolean();
            }
            JsonNode sub = e.get("subproperty");
            Path prp = dir.resolve(file.asText()).normalize();
            list.add(
                    new ExpectedProperty(
                            PropertyFile.of(prp),
                            expected,
                            sub == null || sub.isNull() ? null : sub.asText()));
        }
        return list;
    }
}
