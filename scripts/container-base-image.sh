#!/bin/sh
# Makes the base image `debian:bookworm-slim` locally when it is missing, from Debian's own packages
# (debootstrap --variant=minbase bookworm, then podman import), for a machine that can reach a
# Debian mirror but no image registry. Elsewhere `podman pull` / `docker pull` gives the same tag.
# Needs root, debootstrap and podman. DEBIAN_MIRROR picks the mirror (deb.debian.org by default).
set -eu
tag="${BASE_IMAGE:-debian:bookworm-slim}"
podman="${PODMAN:-podman}"
if $podman image exists "$tag"; then
  echo "base image $tag: present"
  exit 0
fi
command -v debootstrap >/dev/null || {
  echo "debootstrap is missing: apt-get install -y debootstrap" >&2
  exit 1
}
root="$(mktemp -d /var/tmp/cardvault-base-XXXXXX)"
trap 'rm -rf "$root"' EXIT
echo "making $tag from Debian bookworm (debootstrap --variant=minbase) in $root"
debootstrap --variant=minbase bookworm "$root/rootfs" "${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
# What Debian's slim images leave out: documentation, manuals, translations and package lists.
# apt-get update brings the lists back when a later stage installs something.
chroot "$root/rootfs" apt-get clean
rm -rf "$root/rootfs"/var/lib/apt/lists/* "$root/rootfs"/var/cache/apt/*.bin \
  "$root/rootfs"/usr/share/doc/* "$root/rootfs"/usr/share/man/* "$root/rootfs"/usr/share/info/* \
  "$root/rootfs"/var/log/*.log "$root/rootfs"/var/log/apt/* "$root/rootfs"/tmp/*
find "$root/rootfs/usr/share/locale" -mindepth 1 -maxdepth 1 ! -name locale.alias -exec rm -rf {} +
tar -C "$root/rootfs" --numeric-owner -c . | $podman import \
  --change 'CMD ["bash"]' --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  - "$tag"
$podman image ls "$tag"
