package org.jsmc.bench.manifest;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The benchmark manifest: every family, in file order.
 *
 * @param source the file it was read from (programs are resolved against its directory)
 * @param families the families
 */
public record Manifest(Path source, List<Family> families) {
    public Manifest {
        families = List.copyOf(families);
    }

    /** The family with catalog id {@code id}. */
    public Optional<Family> family(String id) {
        return families.stream().filter(f -> f.id().equals(id)).findFirst();
    }
}
