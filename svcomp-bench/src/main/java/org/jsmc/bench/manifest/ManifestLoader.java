package org.jsmc.bench.manifest;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads {@code benchmarks/manifest.yaml} (schema: {@code benchmarks/MANIFEST.md}) and checks it:
 * unique family ids, row and quick parameters that are exactly the family's parameters, closed
 * forms (and their conditions) with known keys that parse and name only parameters. Unknown fields
 * are ignored, except inside a closed form, so that the schema can grow. Program files are resolved
 * against the manifest's directory; a missing file is not an error (the family is then not run).
 */
public final class ManifestLoader {
    private ManifestLoader() {}

    record RawManifest(Integer version, List<RawFamily> families) {}

    record RawFamily(
            String id,
            String name,
            String file,
            String status,
            String origin,
            List<Parameter> parameters,
            String threads,
            List<String> flags,
            Map<String, JsonNode> closedForms,
            List<Map<String, Long>> quick,
            List<RawRow> rows,
            String note) {}

    record RawRow(
            String table,
            String label,
            Map<String, Long> params,
            Map<String, Reported> reported,
            String note) {}

    /** Reads and checks the manifest at {@code file}. */
    public static Manifest load(Path file) {
        if (!Files.isRegularFile(file)) {
            throw new ManifestException(
                    "no manifest at " + file + " (give one with --manifest FILE)");
        }
        RawManifest raw;
        try {
            ObjectMapper yaml =
                    new ObjectMapper(new YAMLFactory())
                            .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);
            raw = yaml.readValue(Files.readString(file), RawManifest.class);
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            String where =
                    at == null
                            ? file.toString()
                            : file + ":" + at.getLineNr() + ":" + at.getColumnNr();
            throw new ManifestException(
                    where + ": " + e.getOriginalMessage().lines().findFirst().orElse(""), e);
        } catch (IOException e) {
            throw new ManifestException(
                    "cannot read the manifest " + file + ": " + e.getMessage(), e);
        }
        if (raw == null) {
            throw new ManifestException(file + ": empty manifest");
        }
        if (raw.version() == null || raw.version() != 1) {
            throw new ManifestException(
                    file + ": unsupported manifest version " + raw.version() + " (expected 1)");
        }
        Path dir = file.toAbsolutePath().getParent();
        List<Family> families = new ArrayList<>();
        Set<String> ids = new HashSet<>();
        List<RawFamily> rawFamilies = raw.families() == null ? List.of() : raw.families();
        for (int i = 0; i < rawFamilies.size(); i++) {
            RawFamily f = rawFamilies.get(i);
            String where = file + ": family " + (f.id() == null ? "#" + (i + 1) : f.id());
            Family family = family(f, dir, where);
            if (!ids.add(family.id())) {
                throw new ManifestException(where + ": duplicate family id");
            }
            families.add(family);
        }
        return new Manifest(file, families);
    }

    private static Family family(RawFamily f, Path dir, String where) {
        if (f.id() == null || f.id().isBlank()) {
            throw new ManifestException(where + ": missing id");
        }
        List<Parameter> parameters = f.parameters() == null ? List.of() : f.parameters();
        List<String> names = new ArrayList<>();
        for (Parameter p : parameters) {
            if (p.name() == null || names.contains(p.name())) {
                throw new ManifestException(where + ": missing or duplicate parameter name");
            }
            names.add(p.name());
        }
        Map<Quantity, ClosedForm> closedForms = new EnumMap<>(Quantity.class);
        if (f.closedForms() != null) {
            for (Map.Entry<String, JsonNode> e : f.closedForms().entrySet()) {
                String at = where + ": closed form " + e.getKey();
                Quantity q =
                        Quantity.byKey(e.getKey())
                                .orElseThrow(
                                        () ->
                                                new ManifestException(
                                                        where
                                                                + ": unknown closed-form key '"
                                                                + e.getKey()
                                                                + "'"));
                closedForms.put(q, closedForm(e.getValue(), names, at));
            }
        }
        List<Params> quick = new ArrayList<>();
        if (f.quick() != null) {
            for (Map<String, Long> q : f.quick()) {
                quick.add(params(q, names, where + ", quick"));
            }
        }
        List<Row> rows = new ArrayList<>();
        List<RawRow> rawRows = f.rows() == null ? List.of() : f.rows();
        for (int r = 0; r < rawRows.size(); r++) {
            RawRow row = rawRows.get(r);
            String at = where + ", row " + (r + 1);
            if (row.table() == null) {
                throw new ManifestException(at + ": missing table");
            }
            String label = row.label() != null ? row.label() : f.name() != null ? f.name() : f.id();
            rows.add(
                    new Row(
                            row.table(),
                            label,
                            params(row.params(), names, at),
                            row.reported() == null ? Map.of() : withoutNulls(row.reported()),
                            row.note()));
        }
        return new Family(
                f.id(),
                f.name() != null ? f.name() : f.id(),
                f.file() == null ? null : dir.resolve(f.file()).normalize(),
                f.status(),
                f.origin(),
                parameters,
                f.threads(),
                f.flags() == null ? List.of() : f.flags(),
                closedForms,
                quick,
                rows,
                f.note());
    }

    /**
     * A closed form: the expression as a string, or {@code {form: "...", when: "..."}}. Unlike
     * elsewhere, unknown keys are an error here: a misspelt {@code when} would silently make a
     * variant's form apply everywhere.
     */
    private static ClosedForm closedForm(JsonNode node, List<String> names, String at) {
        String form;
        String when = null;
        if (node != null && node.isTextual()) {
            form = node.asText();
        } else if (node != null && node.isObject()) {
            node.fieldNames()
                    .forEachRemaining(
                            k -> {
                                if (!k.equals("form") && !k.equals("when")) {
                                    throw new ManifestException(
                                            at + ": unknown key '" + k + "' (form, when)");
                                }
                            });
            JsonNode formNode = node.get("form");
            JsonNode whenNode = node.get("when");
            if (formNode == null || !formNode.isTextual()) {
                throw new ManifestException(at + ": 'form' must be a string");
            }
            if (whenNode != null && !whenNode.isNull() && !whenNode.isTextual()) {
                throw new ManifestException(at + ": 'when' must be a string");
            }
            form = formNode.asText();
            when = whenNode == null || whenNode.isNull() ? null : whenNode.asText();
        } else {
            throw new ManifestException(at + ": expected an expression or {form: ..., when: ...}");
        }
        checked(at, () -> Expression.check(form, names));
        if (when != null) {
            String condition = when;
            checked(at + ", when", () -> Expression.checkCondition(condition, names));
        }
        return new ClosedForm(form, when);
    }

    /** Runs an expression check, reporting its failure as a manifest error at {@code at}. */
    private static void checked(String at, Runnable check) {
        try {
            check.run();
        } catch (ExpressionException x) {
            throw new ManifestException(at + ": " + x.getMessage(), x);
        }
    }

    private static Map<String, Reported> withoutNulls(Map<String, Reported> reported) {
        Map<String, Reported> m = new LinkedHashMap<>();
        reported.forEach(
                (k, v) ->
                        m.put(
                                k,
                                v != null
                                        ? v
                                        : new Reported(
                                                null, null, null, null, null, null, null, null,
                                                null)));
        return m;
    }

    /** The values of {@code raw} in the order of {@code names}; exactly those names. */
    private static Params params(Map<String, Long> raw, List<String> names, String where) {
        Map<String, Long> given = raw == null ? Map.of() : raw;
        Map<String, Long> ordered = new LinkedHashMap<>();
        for (String n : names) {
            Long v = given.get(n);
            if (v == null) {
                throw new ManifestException(where + ": no value for parameter " + n);
            }
            ordered.put(n, v);
        }
        for (String n : given.keySet()) {
            if (!names.contains(n)) {
                throw new ManifestException(where + ": " + n + " is not a parameter of the family");
            }
        }
        return new Params(ordered);
    }
}
